import { MARKET_IDS, referencePriceTicks, type MarketId, type MarketSpec } from '../../../domain/exchange/markets';
import { formatDecimal } from '../../../domain/money';
import { getMarketMakerUserId, MARKET_MAKER_EMAIL } from '../ledger/ledger-module';
import { cancelAllOrders } from './cancel-all-orders';
import type { MarketContext } from './market-context';
import { placeOrder } from './place-order';
import { seedDemoTrades } from './seed-demo-trades';
import { seededRandom } from '../../../domain/seeded-random';

/** How often the maker looks at its books. */
export const MARKET_MAKER_INTERVAL_MS = 5_000;
/** Levels quoted on each side (the screens show 8 of the spec's 15). */
const LEVELS_PER_SIDE = 12;
/** Re-quote a side once fewer levels than this are left (users took the rest). */
const MIN_LEVELS_PER_SIDE = 8;
/** Distance between levels and half the spread, in basis points of the reference price. */
const LEVEL_STEP_BPS = 5n;
/** Level sizes in VINO: 150 to 1,500, so every order clears the 100 USD minimum trade amount. */
const MIN_LEVEL_LOTS = 150_00;
const LEVEL_LOTS_RANGE = 1_350_00;

/** One price step of the ladder: LEVEL_STEP_BPS of the reference price, at least one tick. */
export function ladderStep(spec: MarketSpec): bigint {
  const step = (referencePriceTicks(spec) * LEVEL_STEP_BPS) / 10_000n;
  return step > 0n ? step : 1n;
}

export interface MarketMaker {
  start(): void;
  /** Stops the loop and waits for the cycle in progress (the app is closing). */
  stop(): Promise<void>;
  /** One pass over every market now (tests). */
  runOnce(): Promise<void>;
}

/**
 * Demo mode's market maker: a system account (seeded by the ledger module with deep balances) that
 * keeps every book two-sided around the reference prices of investor spec section 9, with real
 * orders through the same place-order use case as everyone (holds, ledger, persistence, events).
 * On its first start it also seeds a week of demo trade history so candles and tickers have data.
 */
export function createMarketMaker(ctx: MarketContext): MarketMaker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let isStopped = true;
  const random = seededRandom(20_261_122);

  async function quote(makerId: string, market: MarketId): Promise<void> {
    const book = ctx.books.get(market);
    const { bids, asks } = book.engine.snapshot(LEVELS_PER_SIDE);
    if (bids.length >= MIN_LEVELS_PER_SIDE && asks.length >= MIN_LEVELS_PER_SIDE) return;
    await cancelAllOrders(ctx, makerId, market, { isSystemAccount: true });
    const owner = { id: makerId, email: MARKET_MAKER_EMAIL, name: 'VINO Market Maker' };
    const spec = book.spec;
    const center = referencePriceTicks(spec);
    const step = ladderStep(spec);
    for (let level = 1; level <= LEVELS_PER_SIDE && !isStopped && ctx.ownership.owns(market); level++) {
      for (const side of ['buy', 'sell'] as const) {
        const offset = step * BigInt(level);
        const price = side === 'buy' ? center - offset : center + offset;
        const lots = BigInt(MIN_LEVEL_LOTS + Math.floor(random() * LEVEL_LOTS_RANGE));
        await placeOrder(
          ctx,
          owner,
          {
            market,
            side,
            type: 'limit',
            amount: formatDecimal(lots, spec.quantityDecimals),
            price: formatDecimal(price, spec.priceDecimals),
            timeInForce: 'GTC',
            postOnly: true,
          },
          { isSystemAccount: true },
        );
      }
    }
  }

  async function cycle(): Promise<void> {
    const makerId = await getMarketMakerUserId(ctx.db);
    if (!makerId) return;
    // The maker quotes only the markets this instance runs (ADR 010); the demo history needs them all.
    if (MARKET_IDS.every((market) => ctx.ownership.owns(market))) await seedDemoTrades(ctx, makerId, () => isStopped);
    for (const market of MARKET_IDS) {
      if (isStopped) return;
      if (!ctx.ownership.owns(market)) continue;
      await quote(makerId, market);
    }
  }

  function runGuarded(): Promise<void> {
    // Maintenance, trading switched off or a short balance skip a round; the next one retries.
    running = cycle()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'market maker round skipped'))
      .finally(() => {
        running = undefined;
        if (!isStopped) timer = setTimeout(runGuarded, MARKET_MAKER_INTERVAL_MS);
      });
    return running;
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      void runGuarded();
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    async runOnce() {
      const wasStopped = isStopped;
      isStopped = false;
      try {
        await cycle();
      } finally {
        isStopped = wasStopped;
      }
    },
  };
}
