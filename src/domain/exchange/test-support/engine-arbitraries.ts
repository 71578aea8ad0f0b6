/**
 * fast-check generators of random command streams for the engine's property tests (test-only).
 * Prices sit in a narrow band so orders cross often; four owners make self-trades common; cancels
 * point at earlier orders (sometimes with the wrong owner, sometimes already gone).
 */
import fc from 'fast-check';
import type { Command, OrderInput, TimeInForce } from '../engine-types';

const OWNERS = ['u1', 'u2', 'u3', 'u4'] as const;
const BASE_PRICE = 10_000;
/** Quote ledger units per tick × lot on VINO-USD (4 + 2 decimals → 10^12). */
const USD_LOT_SCALE = 10n ** 12n;

type OrderSpec = Omit<OrderInput, 'id' | 'sequence' | 'timestamp'>;
type CommandSpec =
  | { kind: 'place'; order: OrderSpec }
  | { kind: 'cancel'; pick: number; wrongOwner: boolean }
  | { kind: 'cancel_all'; ownerId: string };

const owner = fc.constantFrom(...OWNERS);
const side = fc.constantFrom('buy' as const, 'sell' as const);
const price = fc.integer({ min: BASE_PRICE - 10, max: BASE_PRICE + 10 }).map(BigInt);
const quantity = fc.integer({ min: 1, max: 50 }).map(BigInt);
const timeInForce = fc.constantFrom<TimeInForce>('GTC', 'GTC', 'GTC', 'GTC', 'IOC', 'FOK');

const limit = fc
  .record({ ownerId: owner, side, price, quantity, timeInForce, postOnly: fc.boolean() })
  .map(({ postOnly, ...order }): OrderSpec => ({
    ...order,
    type: 'limit',
    postOnly: postOnly && order.timeInForce === 'GTC' && order.quantity % 3n === 0n,
  }));

const budget = fc.option(fc.integer({ min: 1, max: 400 * BASE_PRICE }), { nil: undefined });

const market = fc
  .record({ ownerId: owner, side, quantity, timeInForce, budget })
  .map(({ budget: cap, ...order }): OrderSpec => ({
    ...order,
    type: 'market',
    ...(order.side === 'buy' && cap !== undefined ? { quoteBudget: BigInt(cap) * USD_LOT_SCALE } : {}),
  }));

const stopPrice = fc.integer({ min: BASE_PRICE - 15, max: BASE_PRICE + 15 }).map(BigInt);

const stopLimit = fc
  .record({ ownerId: owner, side, price, stopPrice, quantity, timeInForce })
  .map((order): OrderSpec => ({ ...order, type: 'stop_limit' }));

const stopMarket = fc
  .record({ ownerId: owner, side, stopPrice, quantity, timeInForce })
  .map((order): OrderSpec => ({ ...order, type: 'stop_market' }));

const commandSpec: fc.Arbitrary<CommandSpec> = fc.oneof(
  { weight: 55, arbitrary: limit.map((order) => ({ kind: 'place' as const, order })) },
  { weight: 14, arbitrary: market.map((order) => ({ kind: 'place' as const, order })) },
  { weight: 7, arbitrary: stopLimit.map((order) => ({ kind: 'place' as const, order })) },
  { weight: 6, arbitrary: stopMarket.map((order) => ({ kind: 'place' as const, order })) },
  {
    weight: 16,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), wrongOwner: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel_all' as const), ownerId: owner }) },
);

/** Turns specs into commands with unique ids and increasing sequence numbers. */
function toCommands(specs: CommandSpec[]): Command[] {
  const placed: Array<{ id: string; ownerId: string }> = [];
  return specs.map((spec, index): Command => {
    if (spec.kind === 'cancel_all') return spec;
    if (spec.kind === 'cancel') {
      const target = placed[spec.pick % Math.max(placed.length, 1)] ?? { id: 'missing', ownerId: 'u1' };
      const ownerId = spec.wrongOwner && spec.pick % 4 === 0 ? `not-${target.ownerId}` : target.ownerId;
      return { kind: 'cancel', orderId: target.id, ownerId };
    }
    const id = `o${index}`;
    placed.push({ id, ownerId: spec.order.ownerId });
    return { kind: 'place', order: { ...spec.order, id, sequence: index + 1, timestamp: 1_000 + index } };
  });
}

export function commandStream(minLength: number, maxLength: number): fc.Arbitrary<Command[]> {
  return fc.array(commandSpec, { minLength, maxLength }).map(toCommands);
}
