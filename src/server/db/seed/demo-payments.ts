import { eq } from 'drizzle-orm';
import { PRESALE_PRICE_USD } from '../../../domain/constants';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal, USD_SCALE } from '../../../domain/money';
import { quotePurchase } from '../../../domain/purchase/purchase-fees';
import { creditPurchasedTokens } from '../../modules/payments/payments-module';
import type { Database, Transaction } from '../client';
import { payments, revenueTracking, user } from '../schema';
import { DEMO_PAYMENTS, DEMO_PAYMENTS_EMAIL, type DemoPayment } from './demo-payments-data';

const DAY_MS = 86_400_000;
/** Settlement delay of a paid purchase after it was made: minutes for card and crypto, days for ACH. */
const SETTLE_MS = { card: 60_000, crypto: 20 * 60_000, bank: 2 * DAY_MS } as const;
const PRICE_DECIMALS = 4;
const NET_REVENUE_PERCENT = 99n;

/**
 * Demo mode: the demo investor's past purchases (demo-payments-data.ts), recorded as the real flow
 * records them. A paid one has its VINO issued and delivered through the ledger (reference = payment
 * id; the journal is append-only, so those entries carry the seed's time, not the settlement's) and
 * its revenue row dated when it settled; a failed or settling one has neither.
 * Every row carries `demo: true` in its metadata. Idempotent: the rows go in one transaction keyed by
 * fixed idempotency keys, so a second start (or a concurrent one) inserts nothing.
 */
export async function seedDemoPayments(db: Database, now: Date): Promise<void> {
  const [investor] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_PAYMENTS_EMAIL)).limit(1);
  if (!investor) return;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_PAYMENTS) {
      if ((await insertDemoPayment(tx, investor.id, demo, now)) === 'already seeded') return;
    }
  });
}

/** Inserts one payment with its ledger and revenue effects; the amount in cents when it was paid. */
async function insertDemoPayment(
  tx: Transaction,
  userId: string,
  demo: DemoPayment,
  now: Date,
): Promise<bigint | null | 'already seeded'> {
  const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
  const settledAt = demo.status === 'succeeded' ? new Date(createdAt.getTime() + SETTLE_MS[demo.method]) : null;
  const price = formatDecimal(parseDecimal(PRESALE_PRICE_USD, PRICE_DECIMALS), PRICE_DECIMALS);
  const quote = quotePurchase({ amount: demo.amount, paymentMethod: demo.method, price });
  const amountCents = parseDecimal(demo.amount, USD_SCALE);
  const [payment] = await tx
    .insert(payments)
    .values({
      userId,
      provider: 'sandbox',
      kind: 'token_purchase',
      product: 'vino_token',
      description: 'VINO token purchase',
      amount: demo.amount,
      paymentMethod: demo.method,
      status: demo.status,
      feeTransaction: quote.fees.transaction,
      feePlatform: quote.fees.platform,
      feeNetwork: quote.fees.network,
      feeTotal: quote.fees.total,
      netAmount: formatDecimal(amountCents - parseDecimal(quote.fees.total, USD_SCALE), USD_SCALE),
      tokens: quote.tokens,
      price,
      failureMessage: demo.failureMessage ?? null,
      idempotencyKey: `demo-payment:${demo.key}`,
      metadata: { demo: true, priceSource: 'presale', totalCost: quote.totalCost },
      createdAt,
      updatedAt: settledAt ?? createdAt,
      settledAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) return 'already seeded';
  if (!settledAt) return null;

  const tokens = parseDecimal(quote.tokens, LEDGER_SCALE);
  await creditPurchasedTokens(tx, { paymentId: payment.id, userId, tokens });
  await tx.insert(revenueTracking).values({
    userId,
    revenueType: 'token_purchase',
    amount: demo.amount,
    netAmount: formatDecimal((amountCents * NET_REVENUE_PERCENT) / 100n, USD_SCALE),
    currency: 'USD',
    sourceType: 'platform_fee',
    status: 'completed',
    tokensAmount: quote.tokens,
    paymentMethod: `sandbox:${demo.method}`,
    transactionId: payment.id,
    metadata: { demo: true, tokens_purchased: quote.tokens },
    createdAt: settledAt,
  });
  return amountCents;
}
