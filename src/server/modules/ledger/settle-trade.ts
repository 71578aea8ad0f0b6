import type { Database, Transaction } from '../../db/client';
import { tradeEntry, type SettleTradeInput } from './entry-lines';
import { postEntry, type PostedEntry } from './post-entry';

export type { SettleTradeInput } from './entry-lines';

/**
 * Settles one trade as one entry (kind `trade`, reference the trade id): the buyer pays quote and
 * receives base less its fee, the seller delivers base and receives quote less its fee.
 */
export async function settleTrade(tx: Database | Transaction, t: SettleTradeInput): Promise<PostedEntry> {
  return postEntry(tx, tradeEntry(t));
}
