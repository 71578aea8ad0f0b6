import type { Ticker } from '../../../contracts/market';
import type { Prices, Quote } from '../../../contracts/prices';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { findReferenceQuotes, type ReferenceQuoteRow } from './prices-repository';

export const TOKEN_SYMBOL = 'VINO';
export const STOCK_SYMBOL = 'VINO-STOCK';
export const EXCHANGE_SOURCE_LABEL = 'VINO/USD last trade';

/** Where the VINO/USD price may come from once the exchange runs: its last trade, or null. */
export type LastExchangePrice = () => Promise<string | null>;
/**
 * The exchange's VINO/USD 24 h ticker: the very object the trading screens and the real-time feed
 * read (the market module's getMarketTicker), so the price and 24 h change agree on every screen.
 */
export type VinoUsdTicker = () => Promise<Pick<Ticker, 'last' | 'change24h'>>;

/** Exchange prices carry the spec's 4 decimals; reference quotes are stated in cents. */
const PRICE_SCALE = 4;
const REFERENCE_PRICE_SCALE = 2;

function toQuote(row: ReferenceQuoteRow): Quote {
  return {
    symbol: row.symbol,
    name: row.name,
    price: formatDecimal(parseDecimal(row.price, REFERENCE_PRICE_SCALE), REFERENCE_PRICE_SCALE),
    change_pct: row.changePct,
    market_cap: row.marketCap,
    pe_ratio: row.peRatio,
    dividend_yield_pct: row.dividendYieldPct,
    staking_apy_pct: row.stakingApyPct,
    ytd_performance_pct: row.ytdPerformancePct,
    source: 'reference',
    source_label: row.source,
    as_of: row.asOf.toISOString(),
  };
}

export interface GetPricesDeps {
  /** Preferred: price and 24 h change both from the exchange's ticker. */
  vinoUsdTicker?: VinoUsdTicker;
  /** Price only (the 24 h change then stays the reference row's); for callers that need no change. */
  lastExchangePrice?: LastExchangePrice;
  /** The reference rows, e.g. from a short cache; read from the database when absent. */
  referenceQuotes?: () => Promise<ReferenceQuoteRow[]>;
  now?: () => Date;
}

async function exchangeQuote(deps: GetPricesDeps): Promise<Pick<Ticker, 'last' | 'change24h'> | null> {
  if (deps.vinoUsdTicker) return deps.vinoUsdTicker();
  if (deps.lastExchangePrice) {
    const last = await deps.lastExchangePrice();
    return last === null ? null : { last, change24h: '' };
  }
  return null;
}

/**
 * The reference answer (both quotes from the reference rows), built once per rows array: the route
 * reads its rows from a 10 s cache, so every request in between answers the same frozen object,
 * and the response serializer reuses its JSON text (parsing and formatting the same rows
 * on every request was most of this endpoint's own cost).
 */
const referenceAnswers = new WeakMap<ReferenceQuoteRow[], Prices>();

function referencePrices(rows: ReferenceQuoteRow[]): Prices {
  const cached = referenceAnswers.get(rows);
  if (cached) return cached;
  const token = rows.find((r) => r.symbol === TOKEN_SYMBOL);
  const stock = rows.find((r) => r.symbol === STOCK_SYMBOL);
  if (!token || !stock) throw new AppError(503, 'PRICES_UNAVAILABLE', 'Prices are unavailable right now.');
  const answer: Prices = Object.freeze({
    token: Object.freeze(toQuote(token)),
    stock: Object.freeze(toQuote(stock)),
  });
  referenceAnswers.set(rows, answer);
  return answer;
}

/**
 * The token and stock quotes. VINO/USD comes from the exchange's ticker when it has a last trade
 * (labelled 'exchange'; price and 24 h change are the ticker's, never the reference row's);
 * otherwise, and always for VINO-STOCK (quoted, not traded here), the seeded reference row with its
 * own label and date. A failing exchange lookup falls back to the reference row rather than failing
 * the page. The answer may be shared between calls: never mutate it.
 */
export async function getPrices(db: Executor, deps: GetPricesDeps = {}): Promise<Prices> {
  const rows = await (deps.referenceQuotes?.() ?? findReferenceQuotes(db, [TOKEN_SYMBOL, STOCK_SYMBOL]));
  const exchange = await exchangeQuote(deps).catch(() => null);
  return composePrices(rows, exchange, deps.now);
}

/** getPrices' answer from rows and a ticker already at hand (a route's cache hits). */
export function composePrices(
  rows: ReferenceQuoteRow[],
  exchange: Pick<Ticker, 'last' | 'change24h'> | null,
  now: () => Date = () => new Date(),
): Prices {
  const reference = referencePrices(rows);
  if (!exchange?.last) return reference;
  return {
    token: {
      ...reference.token,
      price: formatDecimal(parseDecimal(exchange.last, PRICE_SCALE), PRICE_SCALE),
      ...(exchange.change24h !== '' ? { change_pct: exchange.change24h } : {}),
      source: 'exchange',
      source_label: EXCHANGE_SOURCE_LABEL,
      as_of: now().toISOString(),
    },
    stock: reference.stock,
  };
}
