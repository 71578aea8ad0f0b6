/**
 * The exchange's markets and their fixed-point scales. The engine works in integer ticks (price)
 * and lots (quantity) at each market's scale; the ledger holds every asset at one scale
 * (LEDGER_SCALE). Everything here is exact bigint arithmetic: no floats anywhere.
 */
import { formatDecimal, parseDecimal } from '../money';

export const ASSETS = ['USD', 'VINO', 'ETH', 'BTC', 'USDT'] as const;
export type Asset = (typeof ASSETS)[number];

/** One scale for every asset in the ledger (numeric(38,18) in SQL). */
export const LEDGER_SCALE = 18;

export const MARKET_IDS = ['VINO-USD', 'VINO-ETH', 'VINO-BTC', 'VINO-USDT'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

export interface MarketSpec {
  id: MarketId;
  /** Display form with a slash, e.g. "VINO/USD". */
  label: string;
  base: Asset;
  quote: Asset;
  /** Decimals of one price tick (operator spec section 9). */
  priceDecimals: number;
  /** Decimals a price is shown with (investor spec section 9: 7 for the BTC pair). */
  displayPriceDecimals: number;
  /** Decimals of one quantity lot (VINO amounts: 2). */
  quantityDecimals: number;
  /** Reference price as a decimal string (investor spec section 9 pair prices). */
  referencePrice: string;
}

const QUANTITY_DECIMALS = 2;

export const MARKETS: Record<MarketId, MarketSpec> = {
  'VINO-USD': {
    id: 'VINO-USD',
    label: 'VINO/USD',
    base: 'VINO',
    quote: 'USD',
    priceDecimals: 4,
    displayPriceDecimals: 4,
    quantityDecimals: QUANTITY_DECIMALS,
    referencePrice: '1',
  },
  'VINO-ETH': {
    id: 'VINO-ETH',
    label: 'VINO/ETH',
    base: 'VINO',
    quote: 'ETH',
    priceDecimals: 6,
    // The investor spec's "4 otherwise" would show the 0.000298 reference price as 0.0003, so the
    // ETH pair is shown at its full tick precision.
    displayPriceDecimals: 6,
    quantityDecimals: QUANTITY_DECIMALS,
    referencePrice: '0.000298',
  },
  'VINO-BTC': {
    id: 'VINO-BTC',
    label: 'VINO/BTC',
    base: 'VINO',
    quote: 'BTC',
    priceDecimals: 8,
    displayPriceDecimals: 7,
    quantityDecimals: QUANTITY_DECIMALS,
    referencePrice: '0.0000094',
  },
  'VINO-USDT': {
    id: 'VINO-USDT',
    label: 'VINO/USDT',
    base: 'VINO',
    quote: 'USDT',
    priceDecimals: 4,
    displayPriceDecimals: 4,
    quantityDecimals: QUANTITY_DECIMALS,
    referencePrice: '0.9998',
  },
};

export function isMarketId(value: string): value is MarketId {
  return (MARKET_IDS as readonly string[]).includes(value);
}

export function getMarket(id: MarketId): MarketSpec {
  return MARKETS[id];
}

/** True when `value` is a non-negative decimal string with at most `decimals` fraction digits. */
export function fitsScale(value: string, decimals: number): boolean {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  return match !== null && (match[2] ?? '').length <= decimals;
}

function parseStrict(value: string, decimals: number, what: string): bigint {
  if (!fitsScale(value, decimals)) {
    throw new Error(`${what} must be a non-negative number with at most ${decimals} decimals: ${value}`);
  }
  return parseDecimal(value, decimals);
}

/** "1.2345" → price ticks; throws when the string has more decimals than the market's tick. */
export function parsePrice(market: MarketSpec, value: string): bigint {
  return parseStrict(value, market.priceDecimals, 'Price');
}

export function formatPrice(market: MarketSpec, ticks: bigint): string {
  return formatDecimal(ticks, market.priceDecimals);
}

/** "12.5" → quantity lots; throws when the string has more decimals than a lot. */
export function parseQuantity(market: MarketSpec, value: string): bigint {
  return parseStrict(value, market.quantityDecimals, 'Quantity');
}

export function formatQuantity(market: MarketSpec, lots: bigint): string {
  return formatDecimal(lots, market.quantityDecimals);
}

export function referencePriceTicks(market: MarketSpec): bigint {
  return parseDecimal(market.referencePrice, market.priceDecimals);
}

/** Converts an integer at `decimals` (ticks or lots) to ledger units (LEDGER_SCALE), exactly. */
export function toLedgerAmount(value: bigint, decimals: number): bigint {
  if (decimals > LEDGER_SCALE) throw new Error(`Scale ${decimals} exceeds the ledger scale`);
  return value * 10n ** BigInt(LEDGER_SCALE - decimals);
}

/** Quantity lots → base-asset ledger units. */
export function quantityToLedger(market: MarketSpec, lots: bigint): bigint {
  return toLedgerAmount(lots, market.quantityDecimals);
}

/**
 * Quote-asset ledger units of `qtyLots` at `priceTicks`: price × quantity at the combined scale,
 * lifted to LEDGER_SCALE. Exact because every market's price + quantity decimals stay within 18.
 */
export function notional(market: MarketSpec, priceTicks: bigint, qtyLots: bigint): bigint {
  return toLedgerAmount(priceTicks * qtyLots, market.priceDecimals + market.quantityDecimals);
}

export function parseLedgerAmount(value: string): bigint {
  return parseStrict(value, LEDGER_SCALE, 'Amount');
}

/** Ledger units → decimal string with all 18 decimals (the wire form). */
export function formatLedgerAmount(amount: bigint): string {
  return formatDecimal(amount, LEDGER_SCALE);
}
