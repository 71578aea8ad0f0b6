import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryProblem, netChanges, type PostingLine } from './ledger-entry';

const line = (
  accountKey: string,
  asset: string,
  amount: bigint,
  bucket: 'available' | 'held' = 'available',
): PostingLine => ({
  accountKey,
  asset,
  bucket,
  amount,
});

describe('entryProblem', () => {
  it('accepts lines that sum to zero per asset', () => {
    expect(entryProblem([line('a', 'USD', -5n), line('b', 'USD', 3n), line('c', 'USD', 2n)])).toBeNull();
    expect(
      entryProblem([line('a', 'USD', -5n), line('b', 'USD', 5n), line('a', 'ETH', 1n), line('b', 'ETH', -1n)]),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(entryProblem([line('a', 'USD', 5n)])).toBe('An entry needs at least two postings');
    expect(entryProblem([line('a', 'USD', 0n), line('b', 'USD', 0n)])).toBe('A posting amount cannot be zero');
    expect(entryProblem([line('a', 'USD', -5n), line('b', 'USD', 4n)])).toBe('Postings do not balance for USD');
    // Zero in total but across two assets is not balanced.
    expect(entryProblem([line('a', 'USD', -5n), line('b', 'ETH', 5n)])).toBe('Postings do not balance for USD, ETH');
  });

  it('accepts any split of a transfer and rejects any perturbation of it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 30n }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }).filter((d) => d !== 0n),
        (credits, delta) => {
          const total = credits.reduce((s, c) => s + c, 0n);
          const lines = [line('payer', 'VINO', -total), ...credits.map((c, i) => line(`payee${i}`, 'VINO', c))];
          expect(entryProblem(lines)).toBeNull();
          const broken = [...lines.slice(0, -1), line('last', 'VINO', lines.at(-1)!.amount + delta)];
          const expected =
            lines.at(-1)!.amount + delta === 0n
              ? 'A posting amount cannot be zero'
              : 'Postings do not balance for VINO';
          expect(entryProblem(broken)).toBe(expected);
        },
      ),
      { seed: 4242, numRuns: 500 },
    );
  });
});

describe('netChanges', () => {
  it('nets several lines on one account per bucket', () => {
    const changes = netChanges([
      line('a', 'USD', -10n),
      line('a', 'USD', 10n, 'held'),
      line('a', 'USD', 3n),
      line('b', 'USD', -3n),
    ]);
    expect(changes.get('a')).toEqual({ available: -7n, held: 10n });
    expect(changes.get('b')).toEqual({ available: -3n, held: 0n });
  });
});
