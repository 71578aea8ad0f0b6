import type { Database, Transaction } from '../../db/client';
import { releaseEntry, type HoldInput } from './entry-lines';
import { postEntry, type PostedEntry } from './post-entry';

/**
 * Moves `amount` back from held to available (cancelled or finished order). `reference` is
 * unique among releases, e.g. `${orderId}` or `${orderId}:${n}` when one order releases twice.
 */
export async function releaseHold(tx: Database | Transaction, input: HoldInput): Promise<PostedEntry> {
  return postEntry(tx, releaseEntry(input));
}
