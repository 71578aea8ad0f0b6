/**
 * The buy/sell form's rules, kept apart from the UI so they are tested on their own.
 * - Validation (investor spec section 5): the amount must be a positive number, else "Please enter a
 *   valid order amount"; a limit (or stop-limit) order needs a positive price, else "Please enter a
 *   valid limit price". A stop order needs a positive stop price. Too many decimals for the market's
 *   tick or lot is refused here too, so the server never has to round what a person typed.
 * - Preview: total = amount x price (limit) or x the last price (market, an estimate), and the fee at
 *   the trading fee rate: a buyer pays it in the base asset (VINO), a seller in the quote asset
 *   (exchange design, settleTrade). Exact bigint arithmetic; the strings are only for display.
 */
import { MARKETS, fitsScale, type MarketId } from '../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../domain/money';

export type OrderSide = 'buy' | 'sell';
export type OrderKind = 'market' | 'limit' | 'stop';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

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

export const ORDER_MESSAGES = {
  amount: 'Please enter a valid order amount',
  price: 'Please enter a valid limit price',
  stopPrice: 'Please enter a valid stop price',
} as const;

export type OrderFieldErrors = Partial<Record<'amount' | 'price' | 'stopPrice', string>>;

function isPositive(value: string, decimals: number): boolean {
  return fitsScale(value, decimals) && parseDecimal(value, decimals) > 0n;
}

/** A stop order with a limit price becomes stop-limit; without one, stop-market. */
export function needsLimitPrice(values: OrderFormValues): boolean {
  return values.kind === 'limit' || (values.kind === 'stop' && values.price.trim() !== '');
}

export function validateOrderForm(marketId: MarketId, values: OrderFormValues): OrderFieldErrors {
  const market = MARKETS[marketId];
  const errors: OrderFieldErrors = {};
  if (!isPositive(values.amount, market.quantityDecimals)) errors.amount = ORDER_MESSAGES.amount;
  if (needsLimitPrice(values) && !isPositive(values.price, market.priceDecimals)) errors.price = ORDER_MESSAGES.price;
  if (values.kind === 'stop' && !isPositive(values.stopPrice, market.priceDecimals)) {
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
