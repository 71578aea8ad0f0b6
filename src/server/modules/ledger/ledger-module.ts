import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerLedgerRoutes } from './ledger-routes';

// The API other modules may call (they import this door, never the files behind it).
export { holdEntry, releaseEntry, tradeEntry } from './entry-lines';
export { getBalances } from './get-balances';
export { getMarketMakerUserId, MARKET_MAKER_EMAIL } from './get-market-maker-user-id';
export { getTokenDistribution } from './get-token-distribution';
export { holdFunds } from './hold-funds';
export { LedgerBatch, type AccountIdCache, type AccountJsonRow } from './ledger-batch';
export { insufficientBalance } from './ledger-errors';
export { postEntry } from './post-entry';
export { releaseHold } from './release-hold';
export { transferFunds } from './transfer-funds';

/** The double-entry ledger: balances, entries and the demo grant. */
export function registerLedgerModule(app: FastifyInstance, platform: Platform): void {
  registerLedgerRoutes(app, { db: platform.db, guards: platform.guards, demoMode: platform.config.demoMode });
}
