import { MARKET_IDS, referencePriceTicks } from '../../../domain/exchange/markets';
import { formatDecimal } from '../../../domain/money';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { MARKET_MAKER_EMAIL } from '../ledger/get-market-maker-user-id';
import { cancelAllOrders } from './cancel-all-orders';
import type { MarketContext } from './market-context';
import { NO_PUBLISHER } from './market-publisher';
import { countTrades, findUserIdByEmail } from './market-repository';
import { placeOrder } from './place-order';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A week of history, 36 trades per market: every 7.2 hours for six days, then every 1.5 hours for
 * the last day (the 1H chart). Each trade is two real commands, so this is what first boot costs.
 */
const HISTORY_SLOTS_MS = [
  ...Array.from({ length: 20 }, (_, i) => (7 * 24 - i * 7.2) * HOUR_MS),
  ...Array.from({ length: 16 }, (_, i) => (24 - i * 1.5) * HOUR_MS),
];
/** The walk stays within ±1.5 % of the reference price (the spec's demo clamp is ±2 %). */
const MAX_DRIFT_BPS = 150;
const STEP_BPS = 25;
/** 110 to 260 VINO per trade: above the 100 USD minimum trade amount at any walked price. */
const MIN_TRADE_LOTS = 110_00;
const TRADE_LOTS_RANGE = 150_00;

/** Small deterministic generator so every fresh demo install gets the same history. */
function createWalk(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Demo mode, first start only (no trade yet): a week of trades between the market maker and the
 * demo investor, as real orders through the engine and the ledger with past timestamps, so a fresh
 * install shows candles, tickers and a trading history. The maker rests an order at a walked price
 * and the investor takes it with an immediate-or-cancel order; sides alternate so balances stay put.
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
    const random = createWalk(index + 7);
    let driftBps = 0;
    for (const [slot, agoMs] of HISTORY_SLOTS_MS.entries()) {
      if (isStopped()) return;
      clock = new Date(start - agoMs + Math.floor(random() * 30 * 60 * 1000));
      driftBps = Math.max(
        -MAX_DRIFT_BPS,
        Math.min(MAX_DRIFT_BPS, driftBps + Math.round((random() - 0.5) * 2 * STEP_BPS)),
      );
      const price = formatDecimal((reference * BigInt(10_000 + driftBps)) / 10_000n, spec.priceDecimals);
      const amount = formatDecimal(
        BigInt(MIN_TRADE_LOTS + Math.floor(random() * TRADE_LOTS_RANGE)),
        spec.quantityDecimals,
      );
      const takerSide = slot % 2 === 0 ? 'buy' : 'sell';
      const common = { market, type: 'limit' as const, amount, price, postOnly: false };
      await placeOrder(
        pastCtx,
        maker,
        { ...common, side: takerSide === 'buy' ? 'sell' : 'buy', timeInForce: 'GTC' },
        {
          isSystemAccount: true,
        },
      );
      await placeOrder(pastCtx, taker, { ...common, side: takerSide, timeInForce: 'IOC' });
    }
    await cancelAllOrders(pastCtx, makerId, market, { isSystemAccount: true });
  }
}
