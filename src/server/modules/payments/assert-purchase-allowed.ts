import { KYC_VERIFICATION_HREF } from '../../../contracts/market';
import { PAYMENT_MESSAGES } from '../../../contracts/payments';
import { AppError } from '../../platform/http/app-error';
import { getOrCreateProfile, type ProfileOwner } from '../profiles/profiles-module';
import type { PaymentsContext } from './payments-context';

export const PAYMENT_ERROR_CODES = {
  maintenance: 'MAINTENANCE',
  kycRequired: 'KYC_REQUIRED',
  tradingDisabled: 'TRADING_DISABLED',
} as const;

/**
 * The server enforces: no purchase or membership during maintenance, no token purchase while
 * tradingEnabled is off, and with
 * kycRequired on only users whose KYC is approved may pay (the client links to KYC_VERIFICATION_HREF).
 */
export async function assertPurchaseAllowed(
  ctx: PaymentsContext,
  owner: ProfileOwner,
  options: { tokenSale: boolean } = { tokenSale: false },
): Promise<void> {
  const settings = await ctx.settings.get();
  if (settings.platform.maintenanceMode)
    throw new AppError(503, PAYMENT_ERROR_CODES.maintenance, PAYMENT_MESSAGES.maintenance);
  // Halting trading halts new token sales too (memberships are not tokens and stay available).
  if (options.tokenSale && !settings.platform.tradingEnabled)
    throw new AppError(403, PAYMENT_ERROR_CODES.tradingDisabled, PAYMENT_MESSAGES.tradingDisabled);
  if (!settings.platform.kycRequired) return;
  const profile = await getOrCreateProfile(ctx.db, owner, { demoMode: ctx.demoMode });
  if (profile.kycStatus !== 'approved')
    throw new AppError(403, PAYMENT_ERROR_CODES.kycRequired, PAYMENT_MESSAGES.kycRequired, {
      link: KYC_VERIFICATION_HREF,
    });
}
