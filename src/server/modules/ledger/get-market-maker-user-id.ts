import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import type { Executor } from '../../db/client';
import { findUserIdByEmail } from './ledger-repository';

/** The system user whose orders keep the demo books two-sided; it cannot sign in. */
export const MARKET_MAKER_EMAIL = `market-maker@${SYSTEM_USER_EMAIL_DOMAIN}`;

/** The market maker's user id, or null when it is not seeded (demo mode off). */
export async function getMarketMakerUserId(db: Executor): Promise<string | null> {
  return findUserIdByEmail(db, MARKET_MAKER_EMAIL);
}
