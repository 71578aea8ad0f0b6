import { MARKET_IDS, referencePriceTicks } from '../../../domain/exchange/markets';
import { seededRandom } from '../../../domain/seeded-random';
import { formatDecimal } from '../../../domain/money';
import { DEMO_ACCOUNTS } from '../../platform/auth/demo-accounts';
import { MARKET_MAKER_EMAIL } from '../ledger/ledger-module';
import { cancelAllOrders } from './cancel-all-orders';
import type { MarketContext } from './market-context';
import { NO_PUBLISHER } from './market-publisher';
import { countTrades, findUserIdByEmail } from './market-repository';
import { placeOrder } from './place-order';

const HOUR_MS = 60 * 60 * 1000;

/** [from, to) hours ago and the spacing of the trading sessions in that stretch. */
const HISTORY_STRETCHES: ReadonlyArray<{ fromHours: number; toHours: number; everyHours: number }> = [
  { fromHours: 14 * 7 * 24, toHours: 14 * 24, everyHours: 7 * 24 }, // 1W: fourteen weeks, one session a week
  { fromHours: 14 * 24, toHours: 96, everyHours: 24 }, // 1D
  { fromHours: 96, toHours: 24, everyHours: 6 }, // 4H
  { fromHours: 24, toHours: 2, everyHours: 2 }, // 1H
  { fromHours: 2, toHours: 0, everyHours: 1 / 6 }, // 15M and 5M: every 10 minutes
];

/**
 * When each session happened (ms ago), oldest first: denser towards now, so every chart timeframe
 * (5M to 1W) shows a run of candles. About 56 sessions per market, two trades each (three commands:
 * the first start spends about twice what the one-week history did).
 */
export const HISTORY_SLOTS_MS = HISTORY_STRETCHES.flatMap(({ fromHours, toHours, everyHours }) =>
  Array.from(
    { length: Math.round((fromHours - toHours) / everyHours) },
    (_, i) => (fromHours - i * everyHours) * HOUR_MS,
  ),
);
/** The walk stays within ±1.5 % of the reference price (the spec's demo clamp is ±2 %). */
const MAX_DRIFT_BPS = 150n;
/** Between sessions the price moves up to ±GAP_BPS; within one it moves twice by 4 to 24 bps, at least a tick. */
const GAP_BPS = 30;
const MIN_MOVE_BPS = 4;
const MOVE_BPS_RANGE = 20;
/** 110 to 260 VINO per trade: above the 100 USD minimum trade amount at any walked price. */
const MIN_TRADE_LOTS = 110_00;
const TRADE_LOTS_RANGE = 150_00;

const clamp = (value: bigint, bound: bigint) => (value < -bound ? -bound : value > bound ? bound : value);

/**
 * Demo mode, first start only (no trade yet): fourteen weeks of trading sessions between the market
 * maker and the demo investor, as real orders through the engine and the ledger with past
 * timestamps, so a fresh install shows candles (with bodies: two prices per session), tickers and a
 * trading history at every chart timeframe. In each session the maker rests two orders at walked
 * prices and the investor takes both with one immediate-or-cancel order.
 */
export async function seedDemoTrades(ctx: MarketContext, makerId: string, isStopped: () => boolean): Promise<void> {
  if ((await countTrades(ctx.db)) > 0) return;
  const investor = DEMO_ACCOUNTS.find((account) => account.role === 'investor');
  const investorId = investor ? await findUserIdByEmail(ctx.db, investor.email) : null;
  if (!investor || !investorId) return;
  const start = ctx.now().getTime();
  let clock = new Date(start);
  // The seeded history must not reach clients as live events; it is read back through the API.
  const pastCtx: MarketContext = { ...ctx, publisher: NO_PUBLISHER, now: () => clock };
  const maker = { id: makerId, email: MARKET_MAKER_EMAIL, name: 'VINO Market Maker' };
  const taker = { id: investorId, email: investor.email, name: investor.name };
  for (const [index, market] of MARKET_IDS.entries()) {
    const book = ctx.books.get(market);
    const spec = book.spec;
    const reference = referencePriceTicks(spec);
    const random = seededRandom(index + 7);
    // In ticks: a VINO/ETH tick is about 33 bps, so a move is never less than one tick (else a flat candle).
    const ticksOfBps = (bps: number) => (reference * BigInt(Math.round(bps))) / 10_000n;
    const move = () => {
      const ticks = ticksOfBps(MIN_MOVE_BPS + random() * MOVE_BPS_RANGE);
      return ticks > 0n ? ticks : 1n;
    };
    const maxMove = ticksOfBps(MIN_MOVE_BPS + MOVE_BPS_RANGE) > 0n ? ticksOfBps(MIN_MOVE_BPS + MOVE_BPS_RANGE) : 1n;
    const maxDrift = ticksOfBps(Number(MAX_DRIFT_BPS));
    // A session opens where its two moves still end inside the band.
    const openBound = maxDrift - 2n * maxMove > 0n ? maxDrift - 2n * maxMove : 0n;
    const priceAt = (drift: bigint) => formatDecimal(reference + drift, spec.priceDecimals);
    const lots = () => BigInt(MIN_TRADE_LOTS + Math.floor(random() * TRADE_LOTS_RANGE));
    let drift = 0n;
    for (const [slot, agoMs] of HISTORY_SLOTS_MS.entries()) {
      if (isStopped()) return;
      const gapMs = slot + 1 < HISTORY_SLOTS_MS.length ? agoMs - HISTORY_SLOTS_MS[slot + 1]! : 0.2 * HOUR_MS;
      clock = new Date(start - agoMs + Math.floor(random() * Math.min(gapMs / 3, 30 * 60 * 1000)));
      // The investor buys and sells in turn, so balances stay put; a buy sweeps two rising asks (a
      // green candle), a sell two falling bids (a red one), and the sessions walk between them.
      const takerSide = slot % 2 === 0 ? 'buy' : 'sell';
      const direction = takerSide === 'buy' ? 1 : -1;
      drift = clamp(drift + ticksOfBps((random() - 0.5) * 2 * GAP_BPS), openBound);
      const first = drift + BigInt(direction) * move();
      const second = first + BigInt(direction) * move();
      const levels = [
        { price: priceAt(first), lots: lots() },
        { price: priceAt(second), lots: lots() },
      ];
      for (const level of levels)
        await placeOrder(
          pastCtx,
          maker,
          {
            market,
            type: 'limit',
            side: takerSide === 'buy' ? 'sell' : 'buy',
            amount: formatDecimal(level.lots, spec.quantityDecimals),
            price: level.price,
            timeInForce: 'GTC',
            postOnly: false,
          },
          { isSystemAccount: true },
        );
      const amount = formatDecimal(
        levels.reduce((sum, level) => sum + level.lots, 0n),
        spec.quantityDecimals,
      );
      await placeOrder(pastCtx, taker, {
        market,
        type: 'limit',
        side: takerSide,
        amount,
        price: levels[1]!.price,
        timeInForce: 'IOC',
        postOnly: false,
      });
      drift = second;
    }
    await cancelAllOrders(pastCtx, makerId, market, { isSystemAccount: true });
  }
}
