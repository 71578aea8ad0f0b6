import { MARKET_ERROR_CODES, MARKET_MESSAGES } from '../../../contracts/market';
import type { Settings } from '../../../contracts/settings';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import { MARKETS, isMarketId } from '../../../domain/exchange/markets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { getOrCreateProfile, type ProfileOwner } from '../profiles/get-or-create-profile';
import { findUserQuoteVolumesSince } from './market-repository';
import { formatUsd, quoteToUsd, usdSettingToLedger } from './trade-amounts';

/** The daily volume limit looks back a rolling 24 hours, not a calendar day. */
const DAILY_VOLUME_WINDOW_MS = 24 * 60 * 60 * 1000;

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

/** Accounts the platform runs itself (the market maker and other @system.vino.example users). */
export function isSystemOwner(owner: ProfileOwner): boolean {
  return owner.email.toLowerCase().endsWith(`@${SYSTEM_USER_EMAIL_DOMAIN}`);
}

/**
 * Trading setting dailyVolumeLimit (USD): what the user traded in the last 24 h (rolling, maker or
 * taker, every market valued with quoteToUsd) plus this order's value may not exceed it. Checked at
 * entry only, so an order resting on the book is not refused later when it fills.
 */
export async function assertWithinDailyVolume(
  tx: Executor,
  input: { userId: string; orderValueUsd: bigint; dailyVolumeLimit: number; now: Date },
): Promise<void> {
  const since = new Date(input.now.getTime() - DAILY_VOLUME_WINDOW_MS);
  let tradedUsd = 0n;
  for (const row of await findUserQuoteVolumesSince(tx, input.userId, since)) {
    if (!isMarketId(row.market)) continue;
    tradedUsd += quoteToUsd(MARKETS[row.market], parseDecimal(row.quote_volume, LEDGER_SCALE));
  }
  const limit = usdSettingToLedger(input.dailyVolumeLimit);
  if (tradedUsd + input.orderValueUsd > limit) {
    const message = MARKET_MESSAGES.dailyVolumeLimit(formatUsd(limit));
    throw new AppError(400, MARKET_ERROR_CODES.dailyVolumeLimit, message, { amount: message });
  }
}
