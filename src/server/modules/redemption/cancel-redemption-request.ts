import { REDEMPTION_MESSAGES } from '../../../contracts/redemption';
import { parseLedgerAmount } from '../../../domain/exchange/markets';
import { canMoveRedemption } from '../../../domain/redemption';
import { writeAuditLog } from '../../platform/audit-log';
import type { SignedInUser } from '../../platform/auth/guards';
import { AppError, notFound } from '../../platform/http/app-error';
import { releaseHold } from '../ledger/ledger-module';
import { redemptionLedgerReference } from './create-redemption-request';
import { publishRedemptionChange, type RedemptionContext } from './redemption-context';
import { trimDecimal } from './redemption-mapper';
import {
  findRedemptionWithWine,
  lockOwnRedemption,
  updateRedemption,
  type RedemptionWithWine,
} from './redemption-repository';

/**
 * The member cancels their own pending request: its held VINO return to available in the same
 * transaction as the status change and the audit row. Another member's request is a 404, so ids
 * reveal nothing; a request past pending is a 409.
 */
export async function cancelRedemptionRequest(
  ctx: RedemptionContext,
  user: SignedInUser,
  id: string,
  meta: { ipAddress: string; requestId: string },
): Promise<RedemptionWithWine> {
  await ctx.db.transaction(async (tx) => {
    const request = await lockOwnRedemption(tx, id, user.id);
    if (!request) throw notFound(REDEMPTION_MESSAGES.notFound);
    if (!canMoveRedemption(request.status, 'cancelled'))
      throw new AppError(409, 'REDEMPTION_NOT_PENDING', REDEMPTION_MESSAGES.onlyPendingCancel);
    const release = await releaseHold(tx, {
      userId: user.id,
      asset: 'VINO',
      amount: parseLedgerAmount(request.tokens),
      reference: redemptionLedgerReference(request.id),
      memo: 'Redemption request cancelled',
    });
    await updateRedemption(tx, request.id, { status: 'cancelled', releaseEntryId: release.entryId });
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'redemption.cancelled',
      entityType: 'redemption_request',
      entityId: request.id,
      data: { tokensReleased: trimDecimal(request.tokens) },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
  });
  publishRedemptionChange(ctx, user.id, { event: 'redemption_cancelled', requestId: id });
  return (await findRedemptionWithWine(ctx.db, id))!;
}
