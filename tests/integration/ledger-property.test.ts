import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAsset } from '../../src/domain/ledger-assets';
import { user } from '../../src/server/db/schema';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { holdFunds } from '../../src/server/modules/ledger/hold-funds';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { releaseHold } from '../../src/server/modules/ledger/release-hold';
import { settleTrade } from '../../src/server/modules/ledger/settle-trade';
import { transferFunds } from '../../src/server/modules/ledger/transfer-funds';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Amounts are small multiples of 0.1 so commands often hit the edge of a balance. */
const TENTH = 10n ** 17n;
const ASSETS: LedgerAsset[] = ['VINO', 'USD'];
const amount = fc.integer({ min: 1, max: 60 }).map((n) => BigInt(n) * TENTH);
const who = fc.integer({ min: 0, max: 2 });
const asset = fc.constantFrom(...ASSETS);

const command = fc.oneof(
  // Deposits weigh more so balances build up and most other commands can succeed.
  { arbitrary: fc.record({ type: fc.constant('deposit' as const), user: who, asset, amount }), weight: 4 },
  fc.record({ type: fc.constant('withdraw' as const), user: who, asset, amount }),
  fc.record({ type: fc.constant('transfer' as const), from: who, to: who, asset, amount }),
  fc.record({ type: fc.constant('hold' as const), user: who, asset, amount }),
  fc.record({ type: fc.constant('release' as const), user: who, asset, amount }),
  fc.record({
    type: fc.constant('settle' as const),
    buyer: who,
    seller: who,
    base: amount,
    quote: amount,
    feePermille: fc.integer({ min: 0, max: 10 }),
    quoteHeldShare: fc.integer({ min: 0, max: 100 }),
    baseHeldShare: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({ type: fc.constant('retry' as const), pick: fc.nat() }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

type Model = Map<string, { available: bigint; held: bigint }>;
type Delta = { user: number; asset: LedgerAsset; bucket: 'available' | 'held'; amount: bigint };

/** The expected effect of a command on user accounts (system accounts are checked by conservation). */
function deltas(c: Exclude<Command, { type: 'retry' }>): Delta[] {
  switch (c.type) {
    case 'deposit':
      return [{ user: c.user, asset: c.asset, bucket: 'available', amount: c.amount }];
    case 'withdraw':
      return [{ user: c.user, asset: c.asset, bucket: 'available', amount: -c.amount }];
    case 'transfer':
      return [
        { user: c.from, asset: c.asset, bucket: 'available', amount: -c.amount },
        { user: c.to, asset: c.asset, bucket: 'available', amount: c.amount },
      ];
    case 'hold':
    case 'release': {
      const sign = c.type === 'hold' ? 1n : -1n;
      return [
        { user: c.user, asset: c.asset, bucket: 'available', amount: -sign * c.amount },
        { user: c.user, asset: c.asset, bucket: 'held', amount: sign * c.amount },
      ];
    }
    case 'settle': {
      const t = settleAmounts(c);
      return [
        { user: c.buyer, asset: 'USD', bucket: 'held', amount: -t.buyerQuoteFromHeld },
        { user: c.buyer, asset: 'USD', bucket: 'available', amount: -(c.quote - t.buyerQuoteFromHeld) },
        { user: c.seller, asset: 'USD', bucket: 'available', amount: c.quote - t.sellerFee },
        { user: c.seller, asset: 'VINO', bucket: 'held', amount: -t.sellerBaseFromHeld },
        { user: c.seller, asset: 'VINO', bucket: 'available', amount: -(c.base - t.sellerBaseFromHeld) },
        { user: c.buyer, asset: 'VINO', bucket: 'available', amount: c.base - t.buyerFee },
      ];
    }
  }
}

function settleAmounts(c: Extract<Command, { type: 'settle' }>) {
  return {
    buyerFee: (c.base * BigInt(c.feePermille)) / 1000n,
    sellerFee: (c.quote * BigInt(c.feePermille)) / 1000n,
    buyerQuoteFromHeld: (c.quote * BigInt(c.quoteHeldShare)) / 100n,
    sellerBaseFromHeld: (c.base * BigInt(c.baseHeldShare)) / 100n,
  };
}

describe('ledger property: random operation sequences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches a model, never goes negative, conserves every asset and recomputes to the stored balances', async () => {
    let run = 0;
    const outcomes = { posted: 0, insufficient_balance: 0, replayed: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        run += 1;
        // Plain user rows (no password hashing): the ledger only needs the ids.
        const users = [0, 1, 2].map(() => ({ id: randomUUID() }));
        await t.db
          .insert(user)
          .values(users.map((u) => ({ id: u.id, name: 'Ledger property', email: `${u.id}@example.com` })));
        const model: Model = new Map();
        const key = (user: number, a: string) => `${user}|${a}`;
        const done: { command: Exclude<Command, { type: 'retry' }>; reference: string }[] = [];

        for (const [i, c] of commands.entries()) {
          if (c.type === 'retry') {
            if (done.length === 0) continue;
            // Posting a committed entry again must change nothing.
            const previous = done[c.pick % done.length]!;
            const result = await execute(previous.command, previous.reference);
            expect(result).toBe('replayed');
            outcomes.replayed += 1;
            continue;
          }
          const next = new Map([...model].map(([k, v]) => [k, { ...v }]));
          for (const d of deltas(c)) {
            const entry = next.get(key(d.user, d.asset)) ?? { available: 0n, held: 0n };
            entry[d.bucket] += d.amount;
            next.set(key(d.user, d.asset), entry);
          }
          const allowed = [...next.values()].every((b) => b.available >= 0n && b.held >= 0n);
          const reference = `run${run}-cmd${i}`;
          const result = await execute(c, reference);
          expect(result).toBe(allowed ? 'posted' : 'insufficient_balance');
          outcomes[allowed ? 'posted' : 'insufficient_balance'] += 1;
          if (allowed) {
            model.clear();
            for (const [k, v] of next) model.set(k, v);
            done.push({ command: c, reference });
          }
        }

        for (const [i, u] of users.entries())
          for (const b of await getBalances(t.db, u.id)) {
            const expected = model.get(key(i, b.asset)) ?? { available: 0n, held: 0n };
            expect({ asset: b.asset, available: b.available, held: b.held }).toEqual({ asset: b.asset, ...expected });
          }
        const check = await recomputeBalances(t.db);
        expect(check.mismatches).toEqual([]);
        for (const s of check.assetSums) expect(s.sum).toBe(0n);

        async function execute(c: Exclude<Command, { type: 'retry' }>, reference: string) {
          const id = (n: number) => users[n]!.id;
          const attempt = (() => {
            switch (c.type) {
              case 'deposit':
              case 'withdraw': {
                const [from, to] =
                  c.type === 'deposit'
                    ? [{ system: 'external' as const }, { userId: id(c.user) }]
                    : [{ userId: id(c.user) }, { system: 'external' as const }];
                return transferFunds(t.db, { from, to, asset: c.asset, amount: c.amount, kind: c.type, reference });
              }
              case 'transfer':
                return transferFunds(t.db, {
                  from: { userId: id(c.from) },
                  to: { userId: id(c.to) },
                  asset: c.asset,
                  amount: c.amount,
                  kind: 'transfer',
                  reference,
                });
              case 'hold':
                return holdFunds(t.db, { userId: id(c.user), asset: c.asset, amount: c.amount, reference });
              case 'release':
                return releaseHold(t.db, { userId: id(c.user), asset: c.asset, amount: c.amount, reference });
              case 'settle':
                return settleTrade(t.db, {
                  tradeId: reference,
                  baseAsset: 'VINO',
                  quoteAsset: 'USD',
                  buyerId: id(c.buyer),
                  sellerId: id(c.seller),
                  baseAmount: c.base,
                  quoteAmount: c.quote,
                  ...settleAmounts(c),
                });
            }
          })();
          return attempt.then(
            (r) => (r.replayed ? 'replayed' : 'posted'),
            (e: { code?: string }) => e.code ?? String(e),
          );
        }
      }),
      { seed: 20261122, numRuns: 40 },
    );
    // The sequences exercised every path, not just the easy one.
    for (const n of Object.values(outcomes)) expect(n).toBeGreaterThan(20);
  }, 180_000);
});
