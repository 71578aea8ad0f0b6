/**
 * Payments: the card-payment helper of investor spec section 7 under /api/{provider}/...,
 * the sandbox provider's own card form, memberships and the payment history.
 *
 * Amounts: the helper's create-payment-intent takes `amount` in cents (amount x 100, spec section 7)
 * as an integer; every other money figure travels as a decimal string (USD with 2 decimals, VINO
 * with up to 18).
 */
import { DecimalStringSchema } from './common';
import { z } from './zod';
import { PURCHASE_METHOD_IDS } from '../domain/purchase/purchase-methods';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

/**
 * Purchase methods (spec section 3): the one list in domain/purchase/purchase-methods.ts, offered by
 * the buy page and the Payment Center alike. The Payment Center's ach_debit is `bank`.
 */
export const PURCHASE_METHODS = PURCHASE_METHOD_IDS;
export const PurchaseMethodSchema = z.enum(PURCHASE_METHODS);
export type PurchaseMethod = z.infer<typeof PurchaseMethodSchema>;

/** Bounds of the VINO token product in USD (spec sections 3 and 9). */
export const VINO_PRODUCT_MIN_USD = 100;
export const VINO_PRODUCT_MAX_USD = 1_000_000;

/** Error texts the server sends (investor spec sections 5 and 8, word for word). */
export const PAYMENT_MESSAGES = {
  authRequired: 'User authentication required',
  minimum: 'Minimum purchase amount is $100',
  maximum: 'Maximum purchase amount is $1,000,000',
  createIntentFailed: (status: number | string) => `Failed to create payment intent: ${status}`,
  createSubscriptionFailed: 'Failed to create subscription',
  createCustomerFailed: 'Failed to create customer',
  fetchPaymentMethodsFailed: 'Failed to fetch payment methods',
  cancelSubscriptionFailed: 'Failed to cancel subscription',
  fetchHistoryFailed: 'Failed to fetch payment history',
  notSucceeded: 'Payment was not successful',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  kycRequired: 'Identity verification (KYC) must be approved before you can buy VINO.',
  maintenance: 'The platform is under maintenance. Purchases are paused; please try again later.',
  tradingDisabled: 'Trading is currently halted, so VINO token sales are paused. Please try again later.',
  cancelConfirm:
    'Are you sure you want to cancel this subscription? You will lose access at the end of the current billing period.',
  cancelSuccess: 'Subscription canceled successfully',
  endsAtPeriodEnd: 'This subscription ends at the end of the current billing period.',
} as const;

/** The `Idempotency-Key` request header on every creating request (create-payment-intent etc.). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z.string().trim().min(8).max(200);

// ---------------------------------------------------------------- config

export const MembershipPlanSchema = z.object({
  priceId: z.string(),
  name: z.string(),
  description: z.string(),
  amount: DecimalStringSchema,
  currency: z.literal('usd'),
  recurringInterval: z.literal('month'),
  mostPopular: z.boolean(),
});
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;

/** GET /api/v1/payments/config: which provider the browser talks to and the product catalogue. */
export const PaymentsConfigSchema = z.object({
  provider: PaymentProviderNameSchema,
  /** Stripe only: the key for the browser's card element. */
  publishableKey: z.string().optional(),
  vinoToken: z.object({
    priceId: z.literal('vino_token'),
    name: z.string(),
    currency: z.literal('usd'),
    minAmount: DecimalStringSchema,
    maxAmount: DecimalStringSchema,
  }),
  plans: z.array(MembershipPlanSchema),
  /** Current VINO price for purchases and where it comes from. */
  price: z.object({ value: DecimalStringSchema, source: z.enum(['presale', 'exchange', 'default']) }),
  /** Test cards of the sandbox (empty for Stripe). */
  testCards: z.array(z.object({ number: z.string(), outcome: z.string() })),
  purchasesEnabled: z.boolean(),
  kycRequired: z.boolean(),
  /** Where crypto purchases are paid from the connected wallet; null when the sandbox settles them. */
  cryptoDeposit: z.object({ chainId: z.number().int(), address: z.string() }).nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

// ---------------------------------------------------------------- purchase

export const PurchaseFeesSchema = z.object({
  transaction: DecimalStringSchema,
  platform: DecimalStringSchema,
  network: DecimalStringSchema,
  total: DecimalStringSchema,
});
export type PurchaseFees = z.infer<typeof PurchaseFeesSchema>;

/** Amount in cents: a whole number (non-numbers are a 400). */
const CentsSchema = z.number({ error: 'Amount must be a number' }).int('Amount must be a whole number of cents');

export const CreatePaymentIntentRequestSchema = z.object({
  amount: CentsSchema,
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.literal('usd', { error: 'Only USD payments are supported' }))
    .default('usd'),
  productType: z.literal('vino_token').default('vino_token'),
  paymentMethod: PurchaseMethodSchema.default('card'),
  /** Sent by the spec's helper; the server uses the session's user and refuses anyone else's id. */
  userId: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof CreatePaymentIntentRequestSchema>;

export const IntentStatusSchema = z.enum(['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled']);
export type IntentStatus = z.infer<typeof IntentStatusSchema>;

export const PaymentIntentResponseSchema = z.object({
  /** Our payment id (reference of the ledger entry and the history row). */
  paymentId: z.string(),
  /** The provider's payment intent id. */
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** In cents, as sent. */
  amount: z.number().int(),
  currency: z.literal('usd'),
  status: IntentStatusSchema,
  paymentMethod: PurchaseMethodSchema,
  provider: PaymentProviderNameSchema,
  /** Computed by the server (domain formulas): fees, VINO credited on success, price used. */
  fees: PurchaseFeesSchema,
  tokens: DecimalStringSchema,
  price: DecimalStringSchema,
  totalCost: DecimalStringSchema,
  /** A crypto purchase paid from the wallet: the ETH to send (fixed at intent time) and where. */
  cryptoQuote: z
    .object({
      chainId: z.number().int(),
      address: z.string(),
      wei: z.string().regex(/^\d+$/),
      eth: DecimalStringSchema,
      ethUsd: DecimalStringSchema,
    })
    .optional(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

/** GET /api/v1/payments/status/{paymentId} and the confirm responses. */
export const PaymentStatusResponseSchema = z.object({
  paymentId: z.string(),
  status: IntentStatusSchema,
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

// ---------------------------------------------------------------- sandbox card form

export const BillingDetailsSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(200),
  email: z.string().trim().min(1, 'Email is required').max(254).pipe(z.email('Please enter a valid email address')),
  address: z.object({
    line1: z.string().trim().min(1, 'Address is required').max(200),
    city: z.string().trim().min(1, 'City is required').max(100),
    state: z.string().trim().min(1, 'State is required').max(100),
    postal_code: z.string().trim().min(1, 'ZIP code is required').max(20),
    country: z.string().trim().length(2).default('US'),
  }),
});
export type BillingDetails = z.input<typeof BillingDetailsSchema>;

/** The sandbox's card fields (validated on the server: Luhn, expiry in the future, CVC 3-4 digits). */
export const SandboxCardSchema = z.object({
  number: z.string().trim().max(30),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().trim().max(4),
});
export type SandboxCard = z.input<typeof SandboxCardSchema>;

/** POST /api/sandbox/confirm-payment: card required for method card; bank and crypto omit it. */
export const SandboxConfirmPaymentRequestSchema = z.object({
  paymentIntentId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  card: SandboxCardSchema.optional(),
  billingDetails: BillingDetailsSchema.optional(),
});
export type SandboxConfirmPaymentRequest = z.input<typeof SandboxConfirmPaymentRequestSchema>;

/** POST /api/sandbox/confirm-setup: saves a card for memberships. */
export const SandboxConfirmSetupRequestSchema = z.object({
  setupIntentId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  card: SandboxCardSchema,
  billingDetails: BillingDetailsSchema.optional(),
});
export type SandboxConfirmSetupRequest = z.input<typeof SandboxConfirmSetupRequestSchema>;

export const SetupResultSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  paymentMethodId: z.string().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type SetupResult = z.infer<typeof SetupResultSchema>;

// ---------------------------------------------------------------- customers, setup, methods

export const CreateCustomerRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')).optional(),
  name: z.string().trim().max(200).optional(),
  metadata: z.object({ userId: z.string().optional() }).optional(),
});
export const CustomerResponseSchema = z.object({ customerId: z.string() });
export type CustomerResponse = z.infer<typeof CustomerResponseSchema>;

export const SetupIntentRequestSchema = z.object({ customerId: z.string().min(1).max(100) });
export const SetupIntentResponseSchema = z.object({ setupIntentId: z.string(), clientSecret: z.string() });
export type SetupIntentResponse = z.infer<typeof SetupIntentResponseSchema>;

export const SavedPaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethodSchema>;
export const PaymentMethodsResponseSchema = z.object({ paymentMethods: z.array(SavedPaymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

// ---------------------------------------------------------------- subscriptions

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const SubscriptionSchema = z.object({
  id: z.string(),
  priceId: z.string(),
  status: SubscriptionStatusSchema,
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  amount: DecimalStringSchema,
  currency: z.literal('usd'),
  productName: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CreateSubscriptionRequestSchema = z.object({
  priceId: z.string().min(1).max(100),
  customerId: z.string().min(1).max(100),
  /** A saved card (setup-intent flow); else the customer's most recent one. */
  paymentMethodId: z.string().min(1).max(100).optional(),
});
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequestSchema>;

export const CancelSubscriptionRequestSchema = z.object({ subscriptionId: z.string().min(1).max(100) });

export const SubscriptionResponseSchema = z.object({ subscription: SubscriptionSchema });
export const SubscriptionsResponseSchema = z.object({
  subscriptions: z.array(SubscriptionSchema),
  /** Premium Circle (or Enterprise) entitlement as the server checks it. */
  premium: z.boolean(),
});
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponseSchema>;

// ---------------------------------------------------------------- history

export const PaymentHistoryStatusSchema = z.enum(['succeeded', 'failed', 'pending']);

/** One row of the history (spec section 3 "Payment"). */
export const PaymentRecordSchema = z.object({
  id: z.string(),
  amount: DecimalStringSchema,
  currency: z.literal('usd'),
  status: PaymentHistoryStatusSchema,
  paymentMethod: PurchaseMethodSchema,
  description: z.string(),
  created: z.string(),
  metadata: z.object({
    tokens: DecimalStringSchema.optional(),
    product: z.string(),
    subscription: z.string().optional(),
    period: z.string().optional(),
  }),
  feeAmount: DecimalStringSchema,
  netAmount: DecimalStringSchema,
  failureMessage: z.string().optional(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

export const PAYMENT_PERIODS = ['7d', '30d', '90d', '1y', 'all'] as const;

export const PaymentHistoryQuerySchema = z.object({
  status: PaymentHistoryStatusSchema.optional(),
  method: PurchaseMethodSchema.optional(),
  period: z.enum(PAYMENT_PERIODS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** Client-side filter values (all optional; the server applies the defaults). */
export type PaymentHistoryQuery = Partial<z.output<typeof PaymentHistoryQuerySchema>>;

export const PaymentHistoryPageSchema = z.object({
  items: z.array(PaymentRecordSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PaymentHistoryPage = z.infer<typeof PaymentHistoryPageSchema>;

/** GET /api/{provider}/payment-history/{userId}?limit=N (default 10). */
export const ProviderHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });
export const ProviderHistoryResponseSchema = z.object({ payments: z.array(PaymentRecordSchema) });

export const PAYMENT_CSV_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Currency',
  'Status',
  'Payment Method',
  'Fees',
  'Net Amount',
] as const;

// ---------------------------------------------------------------- crypto paid from the wallet

/** POST /api/v1/payments/crypto/confirm: the wallet's transaction that pays a crypto purchase. */
export const ConfirmCryptoPaymentRequestSchema = z.object({
  paymentId: z.uuid('Payment not found.'),
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Not a transaction hash.'),
});
export type ConfirmCryptoPaymentRequest = z.infer<typeof ConfirmCryptoPaymentRequestSchema>;

/** Error code of a wallet payment whose transaction is not (deep enough) on chain yet: ask again later. */
export const CRYPTO_TX_PENDING_CODE = 'TX_PENDING';

/** Why a wallet payment is refused (shown to the buyer as is). */
export const CRYPTO_PAYMENT_MESSAGES = {
  notConfigured: 'Paying from a wallet is not available.',
  notWalletPayment: 'This payment is not paid from a wallet.',
  alreadyPaid: 'This payment has already been paid.',
  notPayable: 'This payment can no longer be paid.',
  txNotFound: 'The transaction was not found on the network.',
  txPending: 'The transaction is not confirmed yet. Please try again in a moment.',
  txFailed: 'The transaction failed on the network.',
  wrongChain: 'The transaction is on another network.',
  wrongRecipient: 'The transaction was not sent to the VINO deposit address.',
  notYourWallet: 'The transaction was not sent from one of your verified wallets.',
  tooLittle: (sent: string, needed: string) => `The transaction sent ${sent} ETH; this payment needs ${needed} ETH.`,
  awaitingConfirmations: (needed: number, seen: number) =>
    `Waiting for ${needed} confirmations (${seen} so far). Please try again shortly.`,
  txUsed: 'This transaction has already been used for a payment.',
  otherTransaction: 'This payment is already being paid with another transaction.',
  rpcUnavailable: 'The network could not be reached. Please try again in a moment.',
} as const;
