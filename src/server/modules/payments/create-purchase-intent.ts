import { randomUUID } from 'node:crypto';
import {
  PAYMENT_MESSAGES,
  VINO_PRODUCT_MAX_USD,
  VINO_PRODUCT_MIN_USD,
  type PaymentIntentResponse,
  type PurchaseMethod,
} from '../../../contracts/payments';
import { formatDecimal, parseDecimal, USD_SCALE } from '../../../domain/money';
import { quotePurchase } from '../../../domain/purchase/purchase-fees';
import type { SignedInUser } from '../../platform/auth/guards';
import { AppError, badRequest } from '../../platform/http/app-error';
import { scheduleAbandonedPurchaseReminder } from '../email/email-module';
import { assertPurchaseAllowed } from './assert-purchase-allowed';
import { cryptoQuoteOf, quoteCryptoPayment } from './crypto/quote-crypto-payment';
import { walletIntent } from './crypto/wallet-intent';
import { getPurchasePrice } from './get-purchase-price';
import type { PaymentsContext } from './payments-context';
import { findPaymentByKey, insertPaymentOnce, updatePayment, type PaymentRow } from './payments-repository';

export interface PurchaseIntentInput {
  amountCents: number;
  paymentMethod: PurchaseMethod;
  idempotencyKey: string | undefined;
}

/** Prices carry the spec's 4 decimals on the wire. */
const PRICE_DECIMALS = 4;
const MIN_CENTS = BigInt(VINO_PRODUCT_MIN_USD) * 100n;
const MAX_CENTS = BigInt(VINO_PRODUCT_MAX_USD) * 100n;
/** How long a duplicate request waits for the first one (same key) to finish creating the intent. */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 50;

/**
 * Creates a VINO purchase: bounds and compliance checked, fees, tokens and price fixed by the server
 * (domain formulas), then the provider's payment intent. Idempotent per (user, Idempotency-Key): the
 * payment row is inserted first under a unique index, so concurrent duplicates create one payment and
 * all get its intent. VINO is credited later, only by the provider's success event.
 */
export async function createPurchaseIntent(
  ctx: PaymentsContext,
  user: SignedInUser,
  input: PurchaseIntentInput,
): Promise<PaymentIntentResponse> {
  const amountCents = BigInt(input.amountCents);
  if (amountCents < MIN_CENTS) throw badRequest(PAYMENT_MESSAGES.minimum, { amount: PAYMENT_MESSAGES.minimum });
  if (amountCents > MAX_CENTS) throw badRequest(PAYMENT_MESSAGES.maximum, { amount: PAYMENT_MESSAGES.maximum });
  const fromWallet = input.paymentMethod === 'crypto' && ctx.cryptoDeposit !== undefined;
  if (input.paymentMethod === 'crypto' && ctx.provider.name !== 'sandbox' && !fromWallet)
    throw badRequest('Crypto payments are not available yet.', {
      paymentMethod: 'Crypto payments are not available yet.',
    });
  await assertPurchaseAllowed(ctx, user, { tokenSale: true });

  const key = input.idempotencyKey ?? randomUUID();
  const existing = await findPaymentByKey(ctx.db, user.id, key);
  if (existing) return toResponse(ctx, await waitForIntent(ctx, existing));

  const amount = formatDecimal(amountCents, USD_SCALE);
  const price = await getPurchasePrice(ctx);
  const quote = quotePurchase({ amount, paymentMethod: input.paymentMethod, price: price.value });
  const cryptoQuote = fromWallet ? await quoteCryptoPayment(ctx, amount) : undefined;
  const inserted = await insertPaymentOnce(ctx.db, {
    userId: user.id,
    provider: ctx.provider.name,
    kind: 'token_purchase',
    product: 'vino_token',
    description: 'VINO token purchase',
    amount,
    paymentMethod: input.paymentMethod,
    status: 'requires_payment_method',
    feeTransaction: quote.fees.transaction,
    feePlatform: quote.fees.platform,
    feeNetwork: quote.fees.network,
    feeTotal: quote.fees.total,
    netAmount: formatDecimal(amountCents - parseDecimal(quote.fees.total, USD_SCALE), USD_SCALE),
    tokens: quote.tokens,
    price: price.value,
    idempotencyKey: key,
    metadata: { priceSource: price.source, totalCost: quote.totalCost, ...(cryptoQuote ? { cryptoQuote } : {}) },
  });
  // Lost the race to a concurrent request with the same key: answer with its payment.
  if (!inserted) return toResponse(ctx, await waitForIntent(ctx, (await findPaymentByKey(ctx.db, user.id, key))!));
  await scheduleAbandonedPurchaseReminder(ctx.db, { userId: user.id, paymentId: inserted.id });

  // Paid from the wallet: no provider intent; the chain transaction is checked on confirm.
  if (cryptoQuote) return toResponse(ctx, await updatePayment(ctx.db, inserted.id, walletIntent()));

  try {
    const intent = await ctx.provider.createPaymentIntent({
      amountCents,
      currency: 'usd',
      method: input.paymentMethod,
      metadata: { paymentId: inserted.id, userId: user.id, product: 'vino_token', tokens: quote.tokens },
      idempotencyKey: `purchase:${inserted.id}`,
    });
    const row = await updatePayment(ctx.db, inserted.id, {
      providerPaymentId: intent.id,
      clientSecret: intent.clientSecret,
    });
    return toResponse(ctx, row);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, paymentId: inserted.id }, 'payment intent creation failed');
    const status = (error as { statusCode?: number }).statusCode ?? 502;
    await updatePayment(ctx.db, inserted.id, {
      status: 'failed',
      failureMessage: PAYMENT_MESSAGES.createIntentFailed(status),
    });
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.createIntentFailed(status));
  }
}

/** A duplicate arrived while the first request was still talking to the provider: wait for it. */
async function waitForIntent(ctx: PaymentsContext, row: PaymentRow): Promise<PaymentRow> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  let current = row;
  while (!current.providerPaymentId) {
    if (current.status === 'failed')
      throw new AppError(
        502,
        'PAYMENT_PROVIDER_ERROR',
        current.failureMessage ?? PAYMENT_MESSAGES.createIntentFailed(502),
      );
    if (Date.now() > deadline)
      throw new AppError(
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed.',
      );
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    current = (await findPaymentByKey(ctx.db, row.userId, row.idempotencyKey!))!;
  }
  return current;
}

function toResponse(ctx: PaymentsContext, row: PaymentRow): PaymentIntentResponse {
  return {
    paymentId: row.id,
    paymentIntentId: row.providerPaymentId!,
    clientSecret: row.clientSecret!,
    amount: Number(parseDecimal(row.amount, USD_SCALE)),
    currency: 'usd',
    status: row.status,
    paymentMethod: row.paymentMethod,
    provider: ctx.provider.name,
    fees: { transaction: row.feeTransaction, platform: row.feePlatform, network: row.feeNetwork, total: row.feeTotal },
    tokens: row.tokens ?? '0',
    price: formatDecimal(parseDecimal(row.price ?? '0', PRICE_DECIMALS), PRICE_DECIMALS),
    totalCost: String(row.metadata['totalCost'] ?? row.amount),
    ...(cryptoQuoteOf(row.metadata) ? { cryptoQuote: cryptoQuoteOf(row.metadata) } : {}),
  };
}
