/**
 * The buy page's purchase formulas (investor spec sections 3 and 9), shared by the server (which
 * charges and credits by them) and the browser (which shows the same figures before paying).
 * Exact fixed point: USD in cents, VINO at the ledger's scale; never a float.
 */
import { LEDGER_SCALE } from '../exchange/markets';
import { formatDecimal, parseDecimal, USD_SCALE } from '../money';

export type PurchaseMethod = 'card' | 'bank' | 'crypto';

/** Purchase bounds in USD (spec section 9); the contracts' VINO product bounds are the same. */
export const PURCHASE_MIN_USD = 100;
export const PURCHASE_MAX_USD = 1_000_000;

/** Transaction fee of each method in basis points of the amount: card 2.9%, bank 0.8%, crypto 0.1%. */
export const TRANSACTION_FEE_BPS: Readonly<Record<PurchaseMethod, bigint>> = { card: 290n, bank: 80n, crypto: 10n };
/** Platform fee: 1% of the amount, whatever the method. */
export const PLATFORM_FEE_BPS = 100n;
/** Network fee in cents: 5 USD, or 15 USD for crypto. */
export const NETWORK_FEE_CENTS: Readonly<Record<PurchaseMethod, bigint>> = { card: 500n, bank: 500n, crypto: 1500n };

export interface PurchaseFeesCents {
  transaction: bigint;
  platform: bigint;
  network: bigint;
  total: bigint;
}

/** Decimal strings (USD, 2 places), as on the wire. */
export interface PurchaseFees {
  transaction: string;
  platform: string;
  network: string;
  total: string;
}

/** bps of a positive cent amount, rounded half up to the cent (2.9% of $123.45 = $3.58005 -> $3.58). */
function shareOf(amountCents: bigint, bps: bigint): bigint {
  return (amountCents * bps * 2n + 10_000n) / 20_000n;
}

/** The fee breakdown in cents for an amount in cents. */
export function purchaseFeesCents(amountCents: bigint, paymentMethod: PurchaseMethod): PurchaseFeesCents {
  const transaction = shareOf(amountCents, TRANSACTION_FEE_BPS[paymentMethod]);
  const platform = shareOf(amountCents, PLATFORM_FEE_BPS);
  const network = NETWORK_FEE_CENTS[paymentMethod];
  return { transaction, platform, network, total: transaction + platform + network };
}

const usd = (cents: bigint) => formatDecimal(cents, USD_SCALE);

/** The fee breakdown for a USD amount given as a decimal string ("1000" or "1000.00"). */
export function calculatePurchaseFees(input: { amount: string; paymentMethod: PurchaseMethod }): PurchaseFees {
  const fees = purchaseFeesCents(parseDecimal(input.amount, USD_SCALE), input.paymentMethod);
  return {
    transaction: usd(fees.transaction),
    platform: usd(fees.platform),
    network: usd(fees.network),
    total: usd(fees.total),
  };
}

/**
 * VINO received = (amount - total fees) / price, at the ledger's scale, truncated (never credit a
 * fraction more than was paid for). Zero when the fees eat the whole amount. Price must be positive.
 */
export function tokensReceived(amount: string, fees: Pick<PurchaseFees, 'total'>, price: string): string {
  const priceUnits = parseDecimal(price, LEDGER_SCALE);
  if (priceUnits <= 0n) throw new Error(`Price must be positive: ${price}`);
  const net = parseDecimal(amount, LEDGER_SCALE) - parseDecimal(fees.total, LEDGER_SCALE);
  if (net <= 0n) return formatDecimal(0n, LEDGER_SCALE);
  return formatDecimal((net * 10n ** BigInt(LEDGER_SCALE)) / priceUnits, LEDGER_SCALE);
}

/**
 * What the buyer pays (USD, 2 places): the amount, fees included. The spec states both
 * "tokens = (amount − fees) / price" and "total cost = amount + fees", which together would charge
 * the fees twice; the product charges the amount and takes the fees from the tokens, so the total
 * cost shown is exactly what the card or bank is charged.
 */
export function totalCost(amount: string): string {
  return usd(parseDecimal(amount, USD_SCALE));
}

export interface PurchaseQuote {
  fees: PurchaseFees;
  tokens: string;
  totalCost: string;
}

/** Everything the order summary shows for one amount, method and price. */
export function quotePurchase(input: { amount: string; paymentMethod: PurchaseMethod; price: string }): PurchaseQuote {
  const fees = calculatePurchaseFees(input);
  return { fees, tokens: tokensReceived(input.amount, fees, input.price), totalCost: totalCost(input.amount) };
}

/** The buy page's amount rule (spec section 5): a number from 100 to 1,000,000 USD. */
export function isPurchaseAmountInBounds(amount: number): boolean {
  return Number.isFinite(amount) && amount >= PURCHASE_MIN_USD && amount <= PURCHASE_MAX_USD;
}
