/**
 * The buy/sell form's rules, kept apart from the UI so they are tested on their own.
 * - Validation (investor spec section 5) is the server's: the form becomes the request
 *   (`toPlaceOrderRequest`) and is checked with the contract's PlaceOrderRequestSchema, whose
 *   messages are the spec's ("Please enter a valid order amount", "... limit price", "... stop
 *   price"). Too many decimals for the market's tick or lot is refused here too (the server checks
 *   the market's decimals after the schema), so the server never has to round what a person typed.
 * - Preview: total = amount x price (limit) or x the last price (market, an estimate), and the fee at
 *   the trading fee rate: a buyer pays it in the base asset (VINO), a seller in the quote asset
 *   (exchange design, settleTrade). Exact bigint arithmetic; the strings are only for display.
 */
import {
  MARKET_MESSAGES,
  PlaceOrderRequestSchema,
  type OrderSide,
  type PlaceOrderRequest,
  type TimeInForce,
} from '../../../contracts/market';
import { MARKETS, fitsScale, type MarketId } from '../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { fieldMessages } from '../../lib/form-errors';

export type { OrderSide, TimeInForce };
/** The form's three tabs; a stop becomes the contract's stop_limit or stop_market (see toPlaceOrderRequest). */
export type OrderKind = 'market' | 'limit' | 'stop';

export interface OrderFormValues {
  kind: OrderKind;
  amount: string;
  price: string;
  stopPrice: string;
  timeInForce: TimeInForce;
  postOnly: boolean;
}

export const EMPTY_ORDER_FORM: OrderFormValues = {
  kind: 'limit',
  amount: '',
  price: '',
  stopPrice: '',
  timeInForce: 'GTC',
  postOnly: false,
};

/** The contract's messages, by form field. */
export const ORDER_MESSAGES = {
  amount: MARKET_MESSAGES.invalidAmount,
  price: MARKET_MESSAGES.invalidLimitPrice,
  stopPrice: MARKET_MESSAGES.invalidStopPrice,
} as const;

const ORDER_FIELDS = ['amount', 'price', 'stopPrice'] as const;
type OrderField = (typeof ORDER_FIELDS)[number];
export type OrderFieldErrors = Partial<Record<OrderField, string>>;

function isPositive(value: string, decimals: number): boolean {
  return fitsScale(value, decimals) && parseDecimal(value, decimals) > 0n;
}

/** A stop order with a limit price becomes stop-limit; without one, stop-market. */
export function needsLimitPrice(values: OrderFormValues): boolean {
  return values.kind === 'limit' || (values.kind === 'stop' && values.price.trim() !== '');
}

/** The request the form sends: what the contract's schema and the server check. */
export function toPlaceOrderRequest(marketId: MarketId, side: OrderSide, values: OrderFormValues): PlaceOrderRequest {
  const hasLimit = needsLimitPrice(values);
  const type = values.kind === 'stop' ? (hasLimit ? 'stop_limit' : 'stop_market') : values.kind;
  return {
    market: marketId,
    side,
    type,
    amount: values.amount.trim(),
    price: hasLimit ? values.price.trim() : undefined,
    stopPrice: values.kind === 'stop' ? values.stopPrice.trim() : undefined,
    timeInForce: hasLimit ? values.timeInForce : undefined,
    postOnly: values.kind === 'limit' ? values.postOnly : undefined,
  };
}

/** Picks the order fields out of a field → message map (the schema's issues or the server's `fields`). */
export function pickOrderFieldErrors(fields: Record<string, string | undefined>): OrderFieldErrors {
  const picked: OrderFieldErrors = {};
  for (const key of ORDER_FIELDS) if (fields[key]) picked[key] = fields[key];
  return picked;
}

/** The contract's schema first (the server's own check and messages), then the market's decimals. */
export function validateOrderForm(
  marketId: MarketId,
  values: OrderFormValues,
  side: OrderSide = 'buy',
): OrderFieldErrors {
  const parsed = PlaceOrderRequestSchema.safeParse(toPlaceOrderRequest(marketId, side, values));
  const errors = pickOrderFieldErrors(parsed.success ? {} : fieldMessages(parsed.error.issues));
  const market = MARKETS[marketId];
  if (!errors.amount && !fitsScale(values.amount, market.quantityDecimals)) errors.amount = ORDER_MESSAGES.amount;
  if (!errors.price && needsLimitPrice(values) && !fitsScale(values.price, market.priceDecimals)) {
    errors.price = ORDER_MESSAGES.price;
  }
  if (!errors.stopPrice && values.kind === 'stop' && !fitsScale(values.stopPrice, market.priceDecimals)) {
    errors.stopPrice = ORDER_MESSAGES.stopPrice;
  }
  return errors;
}

export interface OrderPreview {
  /** Quote-asset total, or null when no price is known yet. */
  total: string | null;
  fee: string | null;
  feeAsset: string;
  isEstimate: boolean;
}

/** Fee rates arrive as a percent (0.1 = 0.1 %); parts per million keep them integer. */
const PPM = 1_000_000n;
function feePpm(feePercent: number): bigint {
  return BigInt(Math.round(feePercent * 10_000));
}

export function previewOrder(
  marketId: MarketId,
  side: OrderSide,
  values: OrderFormValues,
  lastPrice: string | null,
  feePercent: number,
): OrderPreview {
  const market = MARKETS[marketId];
  const feeAsset = side === 'buy' ? market.base : market.quote;
  const isEstimate = values.kind === 'market' || (values.kind === 'stop' && !needsLimitPrice(values));
  const priceText = isEstimate ? (values.kind === 'stop' ? values.stopPrice : lastPrice) : values.price;
  if (!isPositive(values.amount, market.quantityDecimals)) return { total: null, fee: null, feeAsset, isEstimate };
  const lots = parseDecimal(values.amount, market.quantityDecimals);
  const feeOnBase = (lots * feePpm(feePercent) * 10n ** 6n) / PPM;
  const baseFee = formatDecimal(feeOnBase, market.quantityDecimals + 6);
  if (!priceText || !isPositive(priceText, market.priceDecimals)) {
    return { total: null, fee: side === 'buy' ? baseFee : null, feeAsset, isEstimate };
  }
  const ticks = parseDecimal(priceText, market.priceDecimals);
  const scale = market.priceDecimals + market.quantityDecimals;
  const totalUnits = ticks * lots;
  const total = formatDecimal(totalUnits, scale);
  const fee = side === 'buy' ? baseFee : formatDecimal((totalUnits * feePpm(feePercent)) / PPM, scale);
  return { total, fee, feeAsset, isEstimate };
}
