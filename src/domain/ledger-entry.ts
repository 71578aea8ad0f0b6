import type { LedgerBucket } from './ledger-assets';

/** One signed line of a journal entry, keyed by any stable account key. */
export interface PostingLine<K extends string = string> {
  accountKey: K;
  asset: string;
  bucket: LedgerBucket;
  amount: bigint;
}

export interface BucketAmounts {
  available: bigint;
  held: bigint;
}

/**
 * Why an entry cannot be posted, or null when it is well formed: at least two lines, no zero
 * line, and per asset the lines sum to exactly 0 (double entry: nothing is created or destroyed).
 */
export function entryProblem(lines: readonly PostingLine[]): string | null {
  if (lines.length < 2) return 'An entry needs at least two postings';
  if (lines.some((l) => l.amount === 0n)) return 'A posting amount cannot be zero';
  const sums = new Map<string, bigint>();
  for (const l of lines) sums.set(l.asset, (sums.get(l.asset) ?? 0n) + l.amount);
  const unbalanced = [...sums].filter(([, sum]) => sum !== 0n).map(([asset]) => asset);
  return unbalanced.length ? `Postings do not balance for ${unbalanced.join(', ')}` : null;
}

/** Net change per account and bucket (several lines may touch the same account). */
export function netChanges<K extends string>(lines: readonly PostingLine<K>[]): Map<K, BucketAmounts> {
  const changes = new Map<K, BucketAmounts>();
  for (const l of lines) {
    const current = changes.get(l.accountKey) ?? { available: 0n, held: 0n };
    current[l.bucket] += l.amount;
    changes.set(l.accountKey, current);
  }
  return changes;
}
