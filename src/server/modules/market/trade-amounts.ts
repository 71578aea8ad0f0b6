import { MARKETS, notional, type MarketSpec } from '../../../domain/exchange/markets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';

/** Settings hold plain numbers (percent, USD); the exchange works in exact bigint from here on. */
const SETTING_DECIMALS = 6;
const toFixedPoint = (value: number) => parseDecimal(value.toFixed(SETTING_DECIMALS), SETTING_DECIMALS);

/** Fee in ledger units: `amount` × percent / 100, rounded down (the user never pays a fraction more). */
export function feeOn(amount: bigint, feePercent: number): bigint {
  return (amount * toFixedPoint(feePercent)) / (100n * 10n ** BigInt(SETTING_DECIMALS));
}

/** A USD amount of the settings (minimum/maximum trade amount) in ledger units. */
export function usdSettingToLedger(value: number): bigint {
  return toFixedPoint(value) * 10n ** BigInt(LEDGER_SCALE - SETTING_DECIMALS);
}

export const formatUsd = (ledgerAmount: bigint) => {
  const cents = ledgerAmount / 10n ** BigInt(LEDGER_SCALE - 2);
  const [whole = '0', fraction = '00'] = formatDecimal(cents, 2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === '00' ? '' : `.${fraction}`}`;
};

/**
 * USD equivalent of a quote amount (ledger units). Minimum and maximum trade amounts are settings in
 * USD, but the ETH, BTC and USDT markets quote in other assets: the conversion uses the reference
 * pair prices of investor spec section 9 (VINO/USD 1, VINO/ETH 0.000298, ...), i.e. one unit of the
 * quote asset is worth (VINO/USD reference) / (VINO/quote reference) dollars. A reference, not a live
 * rate: the limits are about order size, and the same order size must not pass or fail with a feed.
 */
export function quoteToUsd(spec: MarketSpec, quoteAmount: bigint): bigint {
  const usd = MARKETS['VINO-USD'];
  const usdRef = parseDecimal(usd.referencePrice, usd.priceDecimals);
  const quoteRef = parseDecimal(spec.referencePrice, spec.priceDecimals);
  return (quoteAmount * usdRef * 10n ** BigInt(spec.priceDecimals)) / (quoteRef * 10n ** BigInt(usd.priceDecimals));
}

/** Quote cost (ledger units) of buying `lots` from asks best first; `filled` says how many lots they had. */
export function costToBuy(
  spec: MarketSpec,
  asks: readonly { price: bigint; quantity: bigint }[],
  lots: bigint,
): { cost: bigint; filled: bigint } {
  let left = lots;
  let cost = 0n;
  for (const level of asks) {
    if (left === 0n) break;
    const take = level.quantity < left ? level.quantity : left;
    cost += notional(spec, level.price, take);
    left -= take;
  }
  return { cost, filled: lots - left };
}

/** `amount` raised by `percent` (the market-buy slippage allowance), rounded up. */
export function withAllowance(amount: bigint, percent: number): bigint {
  const scale = 100n * 10n ** BigInt(SETTING_DECIMALS);
  return (amount * (scale + toFixedPoint(percent)) + scale - 1n) / scale;
}
