/**
 * The key of one attempt of a creating request (a payment, a redemption, a rebalance): made once
 * by the screen when the attempt starts and reused if that attempt is retried.
 */
/** A fresh key per attempt; getRandomValues also works where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
