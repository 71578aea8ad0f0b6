import { MARKET_ERROR_CODES, MARKET_MESSAGES } from '../../../contracts/market';
import type { Settings } from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { getOrCreateProfile, type ProfileOwner } from '../profiles/get-or-create-profile';

/** Refuses every order while the platform is in maintenance or trading is switched off. */
export function assertTradingOpen(settings: Settings): void {
  if (settings.platform.maintenanceMode)
    throw new AppError(503, MARKET_ERROR_CODES.maintenance, MARKET_MESSAGES.maintenance);
  if (!settings.platform.tradingEnabled)
    throw new AppError(403, MARKET_ERROR_CODES.tradingDisabled, MARKET_MESSAGES.tradingDisabled);
}

/**
 * Compliance at the point of entry (PRODUCT.md): with kycRequired on, only users whose KYC is
 * approved may trade. The client shows the message with a link to KYC_VERIFICATION_HREF on this code.
 */
export async function assertKycApproved(
  db: Database,
  settings: Settings,
  owner: ProfileOwner,
  demoMode: boolean,
): Promise<void> {
  if (!settings.platform.kycRequired) return;
  const profile = await getOrCreateProfile(db, owner, { demoMode });
  if (profile.kycStatus !== 'approved')
    throw new AppError(403, MARKET_ERROR_CODES.kycRequired, MARKET_MESSAGES.kycRequired);
}
