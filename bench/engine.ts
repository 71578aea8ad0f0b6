/**
 * Matching engine benchmark (part of `npm run bench`): our engine against the `nodejs-order-book`
 * package, both fed the SAME seeded stream of limit, market and cancel commands converted to each
 * API before the clock starts. Every order has its own account, so self-trade prevention never
 * changes the outcome and both books evolve identically (checked at the end of every round).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { OrderBook } from 'nodejs-order-book';
import type { Command } from '../src/domain/exchange/engine-types';
import { MatchingEngine } from '../src/domain/exchange/matching-engine';
import { seededRandom } from '../src/domain/seeded-random';

const MID = 10_000;
/** Resting prices spread over this many ticks on each side of the mid price. */
const SPREAD_TICKS = 1_000;
const MEASURED_COMMANDS = 100_000;
const ROUNDS = 5;

// Each timed run starts from a collected heap, so neither engine pays for the other's garbage.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Op =
  | { kind: 'limit'; id: string; side: 'buy' | 'sell'; price: number; size: number }
  | { kind: 'market'; id: string; side: 'buy' | 'sell'; size: number }
  | { kind: 'cancel'; id: string };

/**
 * `resting` passive orders fill the book; then the measured stream keeps it near that size: 15%
 * small market orders, otherwise a cancel of a random live order when the book is above its size or
 * a new limit order when below (one in six crossing the spread). Which orders are still live comes
 * from replaying the stream while it is generated (outside the timing).
 */
function generate(seed: number, resting: number): { setup: Op[]; measured: Op[] } {
  const next = seededRandom(seed);
  const oracle = new MatchingEngine('VINO-USD');
  const live: string[] = [];
  const position = new Map<string, number>();
  const forget = (id: string) => {
    const index = position.get(id);
    if (index === undefined) return;
    const last = live.pop() as string;
    if (last !== id) {
      live[index] = last;
      position.set(last, index);
    }
    position.delete(id);
  };
  let counter = 0;
  const emit = (op: Op, into: Op[]) => {
    into.push(op);
    let rests = op.kind === 'limit';
    for (const event of oracle.process(toCommand(op, counter))) {
      if (event.type !== 'order_done') continue;
      if (event.orderId === op.id) rests = false;
      else forget(event.orderId);
    }
    if (op.kind === 'cancel') forget(op.id);
    if (rests) {
      position.set(op.id, live.length);
      live.push(op.id);
    }
  };
  const limit = (crossing: boolean): Op => {
    const side = next() < 0.5 ? 'buy' : 'sell';
    const offset = crossing ? -(1 + Math.floor(next() * 5)) : 1 + Math.floor(next() * SPREAD_TICKS);
    const price = side === 'buy' ? MID - offset : MID + offset;
    return { kind: 'limit', id: `o${counter++}`, side, price, size: 1 + Math.floor(next() * 100) };
  };
  const setup: Op[] = [];
  while (setup.length < resting) emit(limit(false), setup);
  const measured: Op[] = [];
  while (measured.length < MEASURED_COMMANDS) {
    if (next() < 0.15) {
      const side = next() < 0.5 ? 'buy' : 'sell';
      emit({ kind: 'market', id: `o${counter++}`, side, size: 1 + Math.floor(next() * 50) }, measured);
    } else if (live.length > resting) {
      emit({ kind: 'cancel', id: live[Math.floor(next() * live.length)] as string }, measured);
    } else {
      emit(limit(next() < 1 / 6), measured);
    }
  }
  return { setup, measured };
}

function toCommand(op: Op, sequence: number): Command {
  if (op.kind === 'cancel') return { kind: 'cancel', orderId: op.id, ownerId: `a${op.id}` };
  const common = {
    id: op.id,
    ownerId: `a${op.id}`,
    side: op.side,
    quantity: BigInt(op.size),
    timeInForce: 'GTC' as const,
    sequence,
    timestamp: sequence,
  };
  return op.kind === 'limit'
    ? { kind: 'place', order: { ...common, type: 'limit', price: BigInt(op.price) } }
    : { kind: 'place', order: { ...common, type: 'market' } };
}

type Runner = (index: number) => void;

function ourEngine(ops: Op[]): { engine: MatchingEngine; run: Runner } {
  const engine = new MatchingEngine('VINO-USD');
  const commands = ops.map(toCommand);
  return { engine, run: (index) => void engine.process(commands[index] as Command) };
}

function theirBook(ops: Op[]): { book: OrderBook; run: Runner } {
  const book = new OrderBook();
  const calls: Runner[] = ops.map((op) => {
    if (op.kind === 'cancel') return () => void book.cancel(op.id);
    if (op.kind === 'market') return () => void book.market({ side: op.side as never, size: op.size });
    return () => void book.limit({ id: op.id, side: op.side as never, size: op.size, price: op.price });
  });
  return { book, run: (index) => (calls[index] as Runner)(0) };
}

/**
 * Commands per second of CPU time (this process's user + system time), not wall time: the machine
 * may be shared, and CPU time keeps other processes' load out of the comparison.
 */
function commandsPerSecond(run: Runner, count: number): number {
  collectGarbage();
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) run(i);
  const used = process.cpuUsage(start);
  return (count / (used.user + used.system)) * 1_000_000;
}

function p99Microseconds(run: Runner, count: number): number {
  const samples = new Float64Array(count);
  collectGarbage();
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    run(i);
    samples[i] = performance.now() - start;
  }
  samples.sort();
  return (samples[Math.floor(count * 0.99)] as number) * 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Same aggregated book on both sides, or the comparison would not be of the same work. */
function assertSameBook(engine: MatchingEngine, book: OrderBook): void {
  const ours = engine.snapshot(Number.MAX_SAFE_INTEGER);
  const [asks, bids] = book.depth();
  const text = (levels: Array<[number, number]>) => levels.map(([price, size]) => `${price}:${size}`).join(',');
  const ourAsks = ours.asks.map((level) => `${level.price}:${level.quantity}`).join(',');
  const ourBids = ours.bids.map((level) => `${level.price}:${level.quantity}`).join(',');
  const theirAsks = text([...asks].sort((a, b) => a[0] - b[0]));
  const theirBids = text([...bids].sort((a, b) => b[0] - a[0]));
  if (ourAsks !== theirAsks || ourBids !== theirBids) throw new Error('Engines diverged on the same stream');
}

interface Measurement {
  /** Share of limit, cancel and market commands in the measured stream, in percent. */
  mix: string;
  ours: number;
  theirs: number;
  oursP99: number;
  theirsP99: number;
  restingAfter: number;
}

function measure(resting: number, seed: number): Measurement {
  const { setup, measured } = generate(seed, resting);
  const all = [...setup, ...measured];
  const ours: number[] = [];
  const theirs: number[] = [];
  let restingAfter = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const a = ourEngine(all);
    const b = theirBook(all);
    for (let i = 0; i < setup.length; i++) {
      a.run(i);
      b.run(i);
    }
    const shift =
      (run: Runner): Runner =>
      (i) =>
        run(i + setup.length);
    ours.push(commandsPerSecond(shift(a.run), measured.length));
    theirs.push(commandsPerSecond(shift(b.run), measured.length));
    assertSameBook(a.engine, b.book);
    restingAfter = a.engine.openOrders().length;
  }
  const latencyOurs = ourEngine(all);
  const latencyTheirs = theirBook(all);
  for (let i = 0; i < setup.length; i++) {
    latencyOurs.run(i);
    latencyTheirs.run(i);
  }
  const oursP99 = p99Microseconds((i) => latencyOurs.run(i + setup.length), measured.length);
  const theirsP99 = p99Microseconds((i) => latencyTheirs.run(i + setup.length), measured.length);
  const share = (kind: Op['kind']) =>
    `${Math.round((measured.filter((op) => op.kind === kind).length / measured.length) * 100)}% ${kind}`;
  const mix = [share('limit'), share('cancel'), share('market')].join(', ');
  return { mix, ours: median(ours), theirs: median(theirs), oursP99, theirsP99, restingAfter };
}

export function benchEngine(): void {
  const rows = [100, 10_000].map((resting) => ({ resting, result: measure(resting, 42) }));
  console.log(
    `Matching engine vs nodejs-order-book: same seeded stream of ${MEASURED_COMMANDS.toLocaleString('en-US')} commands per book size,`,
  );
  console.log(`median of ${ROUNDS} rounds, commands per CPU second; p99 = per-command latency\n`);
  console.log(
    'resting orders (at end)'.padEnd(24),
    'mix'.padEnd(32),
    'ours cmd/s'.padStart(11),
    'theirs cmd/s'.padStart(13),
    'ratio'.padStart(6),
    'p99 ours'.padStart(9),
    'p99 theirs'.padStart(11),
  );
  for (const { resting, result } of rows) {
    console.log(
      `${resting.toLocaleString('en-US')} (${result.restingAfter.toLocaleString('en-US')})`.padEnd(24),
      result.mix.padEnd(32),
      String(Math.round(result.ours)).padStart(11),
      String(Math.round(result.theirs)).padStart(13),
      `${(result.ours / result.theirs).toFixed(2)}x`.padStart(6),
      `${result.oursP99.toFixed(1)} µs`.padStart(9),
      `${result.theirsP99.toFixed(1)} µs`.padStart(11),
    );
  }
  const [small, large] = rows.map((row) => row.result.ours) as [number, number];
  console.log(`\nOur throughput at 10,000 resting orders vs 100: ${(large / small).toFixed(2)}x (target >= 0.50x)\n`);
}
