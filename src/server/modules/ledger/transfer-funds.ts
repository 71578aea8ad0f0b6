import type { LedgerAsset } from '../../../domain/ledger-assets';
import type { Database, Transaction } from '../../db/client';
import { postEntry, type AccountOwner, type PostedEntry } from './post-entry';

export interface TransferInput {
  from: AccountOwner;
  to: AccountOwner;
  asset: LedgerAsset;
  /** Positive, at LEDGER_SCALE. */
  amount: bigint;
  /** What the movement is (purchase, stake, reward, deposit ...); (kind, reference) is unique. */
  kind: string;
  reference: string;
  memo?: string;
}

/** Moves `amount` between the available buckets of two accounts (purchases, staking, rewards). */
export async function transferFunds(tx: Database | Transaction, input: TransferInput): Promise<PostedEntry> {
  return postEntry(tx, {
    kind: input.kind,
    reference: input.reference,
    ...(input.memo === undefined ? {} : { memo: input.memo }),
    postings: [
      { account: input.from, asset: input.asset, bucket: 'available', amount: -input.amount },
      { account: input.to, asset: input.asset, bucket: 'available', amount: input.amount },
    ],
  });
}
