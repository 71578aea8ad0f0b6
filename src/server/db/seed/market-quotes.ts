import type { Database } from '../client';
import { marketReferenceQuotes } from '../schema';

/**
 * Reference quotes from the spec (investor area, Dual Investment page and section 9): VINO-STOCK
 * 45.67, market cap 250M, P/E 18.5x, dividend yield 2.4%, YTD +24.5%; the VINO token 1.00, market
 * cap 50M, staking APY 8.5%, YTD +18.2%. Dated when the figures were taken, never the install time,
 * and always served labelled as delayed reference data.
 */
export const REFERENCE_QUOTES_AS_OF = new Date('2026-11-20T21:00:00Z');

export const SEED_MARKET_QUOTES = [
  {
    symbol: 'VINO-STOCK',
    name: 'VINO Holdings stock',
    price: '45.67',
    changePct: '0',
    marketCap: '250000000',
    peRatio: '18.5',
    dividendYieldPct: '2.4',
    stakingApyPct: null,
    ytdPerformancePct: '24.5',
  },
  {
    symbol: 'VINO',
    name: 'VINO token',
    price: '1.00',
    changePct: '0',
    marketCap: '50000000',
    peRatio: null,
    dividendYieldPct: null,
    stakingApyPct: '8.5',
    ytdPerformancePct: '18.2',
  },
];

/** Inserts the reference quotes when absent (an admin's or provider's later values are kept). */
export async function seedMarketQuotes(db: Database): Promise<void> {
  await db
    .insert(marketReferenceQuotes)
    .values(SEED_MARKET_QUOTES.map((q) => ({ ...q, source: 'Delayed reference data', asOf: REFERENCE_QUOTES_AS_OF })))
    .onConflictDoNothing({ target: marketReferenceQuotes.symbol });
}
