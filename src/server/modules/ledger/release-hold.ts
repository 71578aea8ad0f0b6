import type { Database, Transaction } from '../../db/client';
import type { HoldInput } from './hold-funds';
import { postEntry, type PostedEntry } from './post-entry';

/**
 * Moves `amount` back from held to available (cancelled or finished order). `reference` is
 * unique among releases, e.g. `${orderId}` or `${orderId}:${n}` when one order releases twice.
 */
export async function releaseHold(tx: Database | Transaction, input: HoldInput): Promise<PostedEntry> {
  return postEntry(tx, {
    kind: 'release',
    reference: input.reference,
    memo: input.memo ?? 'Held funds released',
    postings: [
      { account: { userId: input.userId }, asset: input.asset, bucket: 'held', amount: -input.amount },
      { account: { userId: input.userId }, asset: input.asset, bucket: 'available', amount: input.amount },
    ],
  });
}
