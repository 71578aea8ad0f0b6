import { randomUUID } from 'node:crypto';
import { REDEMPTION_MESSAGES, type CreateRedemptionRequest } from '../../../contracts/redemption';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { redeemableBottles, redemptionTokens } from '../../../domain/redemption';
import { writeAuditLog } from '../../platform/audit-log';
import type { SignedInUser } from '../../platform/auth/guards';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { createNotification } from '../../platform/notifications/notifications';
import { holdFunds } from '../ledger/ledger-module';
import { publishRedemptionChange, type RedemptionContext } from './redemption-context';
import { trimDecimal } from './redemption-mapper';
import { redemptionRequestedTemplate, renderTemplate } from '../../platform/mailer/templates/mail-templates';
import { lockRedeemableWineAsset } from '../wine/wine-module';
import {
  findRedemptionByKey,
  findRedemptionWithWine,
  insertRedemptionOnce,
  reservedBottles,
  updateRedemption,
  type RedemptionWithWine,
} from './redemption-repository';

/** The ledger reference of a request's hold and release (unique per kind). */
export const redemptionLedgerReference = (requestId: string) => `redemption:${requestId}`;

const insufficientVino = () =>
  new AppError(409, 'insufficient_balance', REDEMPTION_MESSAGES.insufficientBalance, {
    bottles: REDEMPTION_MESSAGES.insufficientBalance,
  });

/**
 * Submits a Premium Circle member's redemption request (the route checked the membership): the
 * wine must be tokenized with enough unreserved bottles; tokens = bottles x value per bottle / VINO
 * price (domain/redemption.ts); those VINO move to the member's held bucket in the same transaction
 * as the request, its audit row and its notification, so they cannot be traded while it is pending.
 * Idempotent per (member, Idempotency-Key): a retry answers with the first request and holds nothing more.
 */
export async function createRedemptionRequest(
  ctx: RedemptionContext,
  user: SignedInUser,
  input: CreateRedemptionRequest,
  meta: { idempotencyKey: string | undefined; ipAddress: string; requestId: string },
): Promise<{ request: RedemptionWithWine; replayed: boolean }> {
  const key = meta.idempotencyKey ?? null;
  if (key) {
    const existing = await findRedemptionByKey(ctx.db, user.id, key);
    if (existing) return { request: (await findRedemptionWithWine(ctx.db, existing.id))!, replayed: true };
  }
  const vinoPrice = await ctx.vinoUsdPrice();

  const outcome = await ctx.db.transaction(async (tx) => {
    const asset = await lockRedeemableWineAsset(tx, input.wineAssetId);
    if (!asset) throw notFound(REDEMPTION_MESSAGES.wineNotFound);
    if (!asset.tokenized) throw badRequest(REDEMPTION_MESSAGES.notTokenized);
    const available = redeemableBottles(asset.bottleCount, await reservedBottles(tx, asset.id));
    if (input.bottles > available)
      throw badRequest(REDEMPTION_MESSAGES.notAvailable(available), {
        bottles: REDEMPTION_MESSAGES.notAvailable(available),
      });

    const tokens = redemptionTokens(input.bottles, asset.currentValue, vinoPrice);
    const id = randomUUID();
    const inserted = await insertRedemptionOnce(tx, {
      id,
      userId: user.id,
      wineAssetId: asset.id,
      bottles: input.bottles,
      tokens: formatLedgerAmount(tokens),
      bottleValueUsd: asset.currentValue,
      vinoPriceUsd: vinoPrice,
      fullName: input.fullName,
      addressLine: input.addressLine,
      city: input.city,
      postalCode: input.postalCode,
      country: input.country,
      phone: input.phone,
      idempotencyKey: key,
    });
    // A concurrent retry with the same key committed first: answer with its request.
    if (!inserted) return { id: (await findRedemptionByKey(tx, user.id, key!))!.id, replayed: true };

    let hold;
    try {
      hold = await holdFunds(tx, {
        userId: user.id,
        asset: 'VINO',
        amount: tokens,
        reference: redemptionLedgerReference(id),
        memo: `Held for the redemption of ${input.bottles} x ${asset.name} ${asset.vintage}`,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_balance') throw insufficientVino();
      throw error;
    }
    await updateRedemption(tx, id, { holdEntryId: hold.entryId });
    const tokensText = trimDecimal(formatLedgerAmount(tokens));
    await writeAuditLog(tx, {
      actorUserId: user.id,
      action: 'redemption.requested',
      entityType: 'redemption_request',
      entityId: id,
      data: { wineAssetId: asset.id, bottles: input.bottles, tokens: tokensText, vinoPriceUsd: vinoPrice },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
    await createNotification(tx, {
      userId: user.id,
      type: 'redemption',
      title: 'Redemption request submitted',
      message: `${input.bottles} x ${asset.name} ${asset.vintage}: ${tokensText} VINO held while we review your request.`,
      link: '/wine-assets',
    });
    return { id, replayed: false };
  });

  const request = (await findRedemptionWithWine(ctx.db, outcome.id))!;
  if (!outcome.replayed) {
    publishRedemptionChange(ctx, user.id, { event: 'redemption_requested', requestId: request.id });
    await sendConfirmation(ctx, user, request);
  }
  return { request, replayed: outcome.replayed };
}

/** The request is committed: a mail failure is logged, never the member's error. */
async function sendConfirmation(ctx: RedemptionContext, user: SignedInUser, request: RedemptionWithWine) {
  const wine = `${request.wineName} ${request.vintage}`;
  try {
    const mail = await renderTemplate(redemptionRequestedTemplate, {
      user_name: user.name,
      bottles: `${request.bottles} bottle${request.bottles === 1 ? '' : 's'} of ${wine}`,
      tokens: trimDecimal(request.tokens),
      delivery: [request.fullName, request.addressLine, `${request.postalCode} ${request.city}`, request.country].join(
        ', ',
      ),
      request_id: request.id,
      wine_assets_url: `${ctx.publicUrl}/wine-assets`,
    });
    await ctx.mailer.send({ ...mail, to: user.email });
  } catch (error) {
    ctx.log.warn({ err: error, requestId: request.id }, 'redemption confirmation mail failed');
  }
}
