import type { LedgerAsset } from '../../../domain/ledger-assets';
import type { Database, Transaction } from '../../db/client';
import { postEntry, type PostedEntry } from './post-entry';

export interface HoldInput {
  userId: string;
  asset: LedgerAsset;
  /** Positive, at LEDGER_SCALE. */
  amount: bigint;
  /** Unique among holds, e.g. the order id. */
  reference: string;
  memo?: string;
}

/** Moves `amount` from the user's available to held (an order's reservation); 409 if short. */
export async function holdFunds(tx: Database | Transaction, input: HoldInput): Promise<PostedEntry> {
  return postEntry(tx, {
    kind: 'hold',
    reference: input.reference,
    memo: input.memo ?? 'Funds held for an order',
    postings: [
      { account: { userId: input.userId }, asset: input.asset, bucket: 'available', amount: -input.amount },
      { account: { userId: input.userId }, asset: input.asset, bucket: 'held', amount: input.amount },
    ],
  });
}
