import { MARKET_ERROR_CODES, MARKET_MESSAGES } from '../../../contracts/market';
import type { Settings } from '../../../contracts/settings';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { getOrCreateProfile, type ProfileOwner } from '../profiles/profiles-module';
import { formatUsd, usdSettingToLedger } from './trade-amounts';

/** Refuses every order while the platform is in maintenance or trading is switched off. */
export function assertTradingOpen(settings: Settings): void {
  if (settings.platform.maintenanceMode)
    throw new AppError(503, MARKET_ERROR_CODES.maintenance, MARKET_MESSAGES.maintenance);
  if (!settings.platform.tradingEnabled)
    throw new AppError(403, MARKET_ERROR_CODES.tradingDisabled, MARKET_MESSAGES.tradingDisabled);
}

/**
 * Compliance at the point of entry (PRODUCT.md): with kycRequired on, only users whose KYC is
 * approved may trade. Before the order joins its market's queue, the user's profile is made to
 * exist (created on first use, as everywhere; remembered in `knownProfiles`, as a profile is never
 * removed while its user can sign in); the status itself is read with the batch that runs the order
 * (CommandBatch.kycStatus, one query per batch), so a revocation counts from the next order.
 */
export async function ensureProfileForKyc(
  db: Database,
  settings: Settings,
  owner: ProfileOwner,
  options: { demoMode: boolean; knownProfiles: Set<string> },
): Promise<boolean> {
  if (!settings.platform.kycRequired) return false;
  if (!options.knownProfiles.has(owner.id)) {
    await getOrCreateProfile(db, owner, { demoMode: options.demoMode });
    options.knownProfiles.add(owner.id);
  }
  return true;
}

/** The order path's KYC refusal, on the status its batch read. */
export function assertKycStatusApproved(kycStatus: string | null): void {
  if (kycStatus !== 'approved') throw new AppError(403, MARKET_ERROR_CODES.kycRequired, MARKET_MESSAGES.kycRequired);
}

/**
 * The same rule for the other modules' entry points (staking, rebalancer): the profile read now.
 * The client shows the message with a link to KYC_VERIFICATION_HREF on this code.
 */
export async function assertKycApproved(
  db: Database,
  settings: Settings,
  owner: ProfileOwner,
  demoMode: boolean,
): Promise<void> {
  if (!settings.platform.kycRequired) return;
  const profile = await getOrCreateProfile(db, owner, { demoMode });
  assertKycStatusApproved(profile.kycStatus);
}

/** Accounts the platform runs itself (the market maker and other @system.vino.example users). */
export function isSystemOwner(owner: ProfileOwner): boolean {
  return owner.email.toLowerCase().endsWith(`@${SYSTEM_USER_EMAIL_DOMAIN}`);
}

/**
 * Trading setting dailyVolumeLimit (USD): what the user traded in the last 24 h (rolling, maker or
 * taker, every market valued with quoteToUsd; read once per market batch, CommandBatch.tradedUsd)
 * plus this order's value may not exceed it. Checked at entry only, so an order resting on the book
 * is not refused later when it fills.
 */
export function assertWithinDailyVolume(input: {
  tradedUsd: bigint;
  orderValueUsd: bigint;
  dailyVolumeLimit: number;
}): void {
  const limit = usdSettingToLedger(input.dailyVolumeLimit);
  if (input.tradedUsd + input.orderValueUsd > limit) {
    const message = MARKET_MESSAGES.dailyVolumeLimit(formatUsd(limit));
    throw new AppError(400, MARKET_ERROR_CODES.dailyVolumeLimit, message, { amount: message });
  }
}
