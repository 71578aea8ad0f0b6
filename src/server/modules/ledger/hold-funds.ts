import type { Database, Transaction } from '../../db/client';
import { holdEntry, type HoldInput } from './entry-lines';
import { postEntry, type PostedEntry } from './post-entry';

export type { HoldInput } from './entry-lines';

/** Moves `amount` from the user's available to held (an order's reservation); 409 if short. */
export async function holdFunds(tx: Database | Transaction, input: HoldInput): Promise<PostedEntry> {
  return postEntry(tx, holdEntry(input));
}
