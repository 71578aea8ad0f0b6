import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import type { Actor } from './propose-reserve-change';
import { setHeldBottlesState } from './proposal-repository';
import type { ReserveContext } from './reserve-context';
import { requestAttestation } from './reserve-jobs';

/**
 * A redemption hands named bottles to a member: they leave the reserve (state released), audited,
 * and a new statement is asked for. Every serial must be a held bottle of the asset, or nothing moves.
 */
export async function releaseBottles(
  ctx: ReserveContext,
  input: { wine_asset_id: string; serials: string[]; redemption_reference: string },
  actor: Actor,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const serials = [...new Set(input.serials)];
    const released = await setHeldBottlesState(tx, input.wine_asset_id, serials, 'released');
    if (released !== serials.length)
      throw new AppError(409, 'BOTTLES_NOT_HELD', 'Some serials are not bottles of this asset held in the vault.');
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'reserve.bottles.release',
      entityType: 'wine_asset',
      entityId: input.wine_asset_id,
      data: { serials, redemptionReference: input.redemption_reference },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    await requestAttestation(tx, 'bottles released for a redemption');
    return released;
  });
}
