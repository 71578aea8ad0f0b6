import type { Executor } from '../../db/client';
import { findPostingSumsByAsset, findStoredAndPostedTotals, fromNumeric } from './ledger-repository';

export interface BalanceMismatch {
  accountId: string;
  asset: string;
  stored: { available: bigint; held: bigint };
  posted: { available: bigint; held: bigint };
}

export interface LedgerCheck {
  /** True when every stored balance equals its postings and every asset sums to zero. */
  consistent: boolean;
  mismatches: BalanceMismatch[];
  /** Sum of all postings per asset; anything but 0 means value was created or destroyed. */
  assetSums: { asset: string; sum: bigint }[];
  accountsChecked: number;
}

/**
 * Recomputes every account's balances from its postings and compares them with the stored ones
 * (which are a cache kept in the same transaction as the postings).
 */
export async function recomputeBalances(db: Executor): Promise<LedgerCheck> {
  const [totals, sums] = await Promise.all([findStoredAndPostedTotals(db), findPostingSumsByAsset(db)]);
  const mismatches: BalanceMismatch[] = [];
  for (const row of totals) {
    const stored = { available: fromNumeric(row.storedAvailable), held: fromNumeric(row.storedHeld) };
    const posted = { available: fromNumeric(row.postedAvailable), held: fromNumeric(row.postedHeld) };
    if (stored.available !== posted.available || stored.held !== posted.held)
      mismatches.push({ accountId: row.accountId, asset: row.asset, stored, posted });
  }
  const assetSums = sums.map((s) => ({ asset: s.asset, sum: fromNumeric(s.sum) }));
  return {
    consistent: mismatches.length === 0 && assetSums.every((s) => s.sum === 0n),
    mismatches,
    assetSums,
    accountsChecked: totals.length,
  };
}
