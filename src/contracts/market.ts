import { MARKET_IDS } from '../domain/exchange/markets';
import { DecimalStringSchema } from './common';
import { z } from './zod';

/**
 * The exchange's market module on the wire: markets with their 24 h ticker, order book,
 * public trades, candles, placing and cancelling orders, my orders and my trade history, and the data
 * payloads of the realtime messages the market module publishes. Every price, amount, total and fee
 * is a decimal string (docs/architecture.md, rule 8); prices carry the market's tick decimals, amounts 2.
 */

export const MarketIdSchema = z.enum(MARKET_IDS);

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const OrderSideSchema = z.enum(ORDER_SIDES);
export type OrderSide = z.infer<typeof OrderSideSchema>;

/** The spec's "market, limit, stop"; stop comes as stop-limit and stop-market. */
export const ORDER_TYPES = ['market', 'limit', 'stop_limit', 'stop_market'] as const;
export const OrderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderTypeSchema>;

export const TIME_IN_FORCE = ['GTC', 'IOC', 'FOK'] as const;
export const TimeInForceSchema = z.enum(TIME_IN_FORCE);
export type TimeInForce = z.infer<typeof TimeInForceSchema>;

export const ORDER_STATUSES = ['open', 'partially_filled', 'filled', 'cancelled', 'rejected'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Why an order stopped short of a full fill (engine reasons plus the server's own refusals). */
export const ORDER_END_REASONS = [
  'user',
  'ioc',
  'fok',
  'post_only',
  'self_trade',
  'no_liquidity',
  'budget',
  'expired',
  'insufficient_balance',
] as const;

export const TIMEFRAMES = ['5M', '15M', '1H', '4H', '1D', '1W'] as const;
export const TimeframeSchema = z.enum(TIMEFRAMES);
export type Timeframe = z.infer<typeof TimeframeSchema>;

/** Trading history period select (investor spec section 2: 24 Hours, 7 Days, 30 Days, 90 Days). */
export const TRADE_PERIODS = ['24h', '7d', '30d', '90d'] as const;
export const TradePeriodSchema = z.enum(TRADE_PERIODS);
export type TradePeriod = z.infer<typeof TradePeriodSchema>;

export const TRADE_SIDE_FILTERS = ['all', 'buy', 'sell'] as const;

/** Trading history shows the first 10 rows (investor spec section 9); the API pages by 10. */
export const MY_TRADES_PAGE_SIZE = 10;

/** Where the KYC refusal points the user to start verification (compliance is checked at the point of entry). */
export const KYC_VERIFICATION_HREF = '/dashboard?tab=verification';

/** Messages of the market module. The first two are investor spec section 5, word for word. */
export const MARKET_MESSAGES = {
  invalidAmount: 'Please enter a valid order amount',
  invalidLimitPrice: 'Please enter a valid limit price',
  invalidStopPrice: 'Please enter a valid stop price',
  tradingDisabled: 'Trading is currently disabled. Please try again later.',
  maintenance: 'The platform is under maintenance. Trading is paused until it ends.',
  kycRequired: 'Identity verification is required before you can trade. Complete your verification to continue.',
  orderNotFound: 'Order not found.',
  orderNotOpen: 'This order is no longer open.',
  insufficientBalance: 'Insufficient balance',
  noLiquidity: 'There are no orders on the other side of the book to fill a market order.',
  postOnlyNeedsLimit: 'Post-only orders must be limit orders that stay on the book (Good till cancelled).',
  belowMinimum: (minimumUsd: string) => `Minimum trade amount is $${minimumUsd}`,
  aboveMaximum: (maximumUsd: string) => `Maximum trade amount is $${maximumUsd}`,
  dailyVolumeLimit: (limitUsd: string) =>
    `Daily trading volume limit of $${limitUsd} reached. Try a smaller order or again tomorrow.`,
} as const;

/** Error codes the client may branch on (the KYC one renders a link to KYC_VERIFICATION_HREF). */
export const MARKET_ERROR_CODES = {
  tradingDisabled: 'TRADING_DISABLED',
  maintenance: 'MAINTENANCE',
  kycRequired: 'KYC_REQUIRED',
  belowMinimum: 'BELOW_MINIMUM_TRADE',
  aboveMaximum: 'ABOVE_MAXIMUM_TRADE',
  dailyVolumeLimit: 'DAILY_VOLUME_LIMIT',
  insufficientBalance: 'insufficient_balance',
} as const;

const POSITIVE_DECIMAL = /^\d+(\.\d+)?$/;
const isPositiveDecimal = (value: string | undefined) =>
  value !== undefined && POSITIVE_DECIMAL.test(value.trim()) && /[1-9]/.test(value);

/**
 * Placing an order; the same schema checks the buy/sell form and the request. `amount` is VINO,
 * `price` the limit price (limit and stop-limit), `stopPrice` the trigger (stop orders). The server
 * also checks the market's decimals and the trading settings (minimum and maximum trade amount).
 */
export const PlaceOrderRequestSchema = z
  .object({
    market: MarketIdSchema,
    side: OrderSideSchema,
    type: OrderTypeSchema.default('limit'),
    amount: z.string({ error: MARKET_MESSAGES.invalidAmount }).trim(),
    price: z.string().trim().optional(),
    stopPrice: z.string().trim().optional(),
    timeInForce: TimeInForceSchema.default('GTC'),
    postOnly: z.boolean().default(false),
  })
  .superRefine((order, ctx) => {
    if (!isPositiveDecimal(order.amount)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: MARKET_MESSAGES.invalidAmount });
    }
    const needsPrice = order.type === 'limit' || order.type === 'stop_limit';
    if (needsPrice && !isPositiveDecimal(order.price)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: MARKET_MESSAGES.invalidLimitPrice });
    }
    const needsStop = order.type === 'stop_limit' || order.type === 'stop_market';
    if (needsStop && !isPositiveDecimal(order.stopPrice)) {
      ctx.addIssue({ code: 'custom', path: ['stopPrice'], message: MARKET_MESSAGES.invalidStopPrice });
    }
  });
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  market: MarketIdSchema,
  /** "VINO/USD" */
  pair: z.string(),
  side: OrderSideSchema,
  type: OrderTypeSchema,
  timeInForce: TimeInForceSchema,
  postOnly: z.boolean(),
  /** Limit price; null for market and stop-market orders. */
  price: DecimalStringSchema.nullable(),
  stopPrice: DecimalStringSchema.nullable(),
  amount: DecimalStringSchema,
  filledAmount: DecimalStringSchema,
  remainingAmount: DecimalStringSchema,
  /** Average fill price; null until something filled. */
  averagePrice: DecimalStringSchema.nullable(),
  /** Quote spent (buy) or received before fees (sell) so far. */
  filledTotal: DecimalStringSchema,
  status: OrderStatusSchema,
  /** Why it was rejected or ended early (see ORDER_END_REASONS); null otherwise. */
  reason: z.string().nullable(),
  /** True while a stop order waits for its trigger price. */
  isWaitingForTrigger: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** One fill of the placed order (the taker's view). */
export const OrderFillSchema = z.object({
  tradeId: z.string(),
  price: DecimalStringSchema,
  amount: DecimalStringSchema,
  total: DecimalStringSchema,
  fee: DecimalStringSchema,
  feeAsset: z.string(),
});

export const PlaceOrderResponseSchema = z.object({ order: OrderSchema, fills: z.array(OrderFillSchema) });
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

export const CancelOrderResponseSchema = z.object({ order: OrderSchema });

export const CancelAllOrdersQuerySchema = z.object({ market: MarketIdSchema.optional() });
export const CancelAllOrdersResponseSchema = z.object({ cancelled: z.array(OrderSchema) });

export const MyOrdersQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
  market: MarketIdSchema.optional(),
});
export const MyOrdersResponseSchema = z.object({ orders: z.array(OrderSchema) });
export type MyOrdersResponse = z.infer<typeof MyOrdersResponseSchema>;

/** 24 h ticker of a market: from trades of the last 24 hours. */
export const TickerSchema = z.object({
  /** Last trade price ever; null before the first trade. */
  last: DecimalStringSchema.nullable(),
  /** Percent change of last against the first trade price of the window, 2 decimals ("-0.35"). */
  change24h: DecimalStringSchema,
  /** Traded VINO in the last 24 h. */
  volume24h: DecimalStringSchema,
  /** Traded quote asset in the last 24 h. */
  quoteVolume24h: DecimalStringSchema,
  high24h: DecimalStringSchema.nullable(),
  low24h: DecimalStringSchema.nullable(),
});
export type Ticker = z.infer<typeof TickerSchema>;

export const MarketSummarySchema = z.object({
  id: MarketIdSchema,
  label: z.string(),
  base: z.string(),
  quote: z.string(),
  priceDecimals: z.number().int(),
  displayPriceDecimals: z.number().int(),
  amountDecimals: z.number().int(),
  referencePrice: DecimalStringSchema,
  ticker: TickerSchema,
});
export type MarketSummary = z.infer<typeof MarketSummarySchema>;

/** The trading settings an order form shows before the server checks them (operator spec 9). */
export const TradingTermsSchema = z.object({
  feePercent: z.number().min(0).max(100),
  minimumTradeAmountUsd: z.number().min(0),
  maximumTradeAmountUsd: z.number().min(0),
  isTradingOpen: z.boolean(),
});
export type TradingTerms = z.infer<typeof TradingTermsSchema>;

export const MarketsResponseSchema = z.object({
  markets: z.array(MarketSummarySchema),
  trading: TradingTermsSchema,
});
export type MarketsResponse = z.infer<typeof MarketsResponseSchema>;

export const MarketParamsSchema = z.object({ market: MarketIdSchema });

/** An aggregated price level; total = price × quantity in the quote asset. */
export const BookLevelSchema = z.object({
  price: DecimalStringSchema,
  quantity: DecimalStringSchema,
  total: DecimalStringSchema,
});
export type BookLevel = z.infer<typeof BookLevelSchema>;

export const BOOK_DEPTH_DEFAULT = 15;
export const BookQuerySchema = z.object({ depth: z.coerce.number().int().min(1).max(100).default(BOOK_DEPTH_DEFAULT) });

/**
 * Order book snapshot: best first on each side. `sequence` counts the book's changes; the delta
 * that follows a snapshot carries sequence + 1 (the realtime envelope has its own per-channel seq).
 */
export const OrderBookSnapshotSchema = z.object({
  market: MarketIdSchema,
  sequence: z.number().int(),
  bids: z.array(BookLevelSchema),
  asks: z.array(BookLevelSchema),
  /** Best ask minus best bid; null when a side is empty. */
  spread: DecimalStringSchema.nullable(),
  timestamp: z.string(),
});
export type OrderBookSnapshot = z.infer<typeof OrderBookSnapshotSchema>;

export const PublicTradeSchema = z.object({
  id: z.string(),
  market: MarketIdSchema,
  /** The taker's side. */
  side: OrderSideSchema,
  price: DecimalStringSchema,
  amount: DecimalStringSchema,
  total: DecimalStringSchema,
  timestamp: z.string(),
});
export type PublicTrade = z.infer<typeof PublicTradeSchema>;

export const MarketTradesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const MarketTradesResponseSchema = z.object({ trades: z.array(PublicTradeSchema) });

export const CandlesQuerySchema = z.object({
  timeframe: TimeframeSchema.default('1H'),
  /** The spec shows 100 candles. */
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const CandleSchema = z.object({
  /** Start of the bucket (ISO). */
  timestamp: z.string(),
  open: DecimalStringSchema,
  high: DecimalStringSchema,
  low: DecimalStringSchema,
  close: DecimalStringSchema,
  /** VINO traded in the bucket. */
  volume: DecimalStringSchema,
});
export type Candle = z.infer<typeof CandleSchema>;

export const CandlesResponseSchema = z.object({
  market: MarketIdSchema,
  timeframe: TimeframeSchema,
  candles: z.array(CandleSchema),
});
export type CandlesResponse = z.infer<typeof CandlesResponseSchema>;

export const MyTradesQuerySchema = z.object({
  side: z.enum(TRADE_SIDE_FILTERS).default('all'),
  period: TradePeriodSchema.default('30d'),
  page: z.coerce.number().int().min(1).default(1),
  market: MarketIdSchema.optional(),
});
export type MyTradesQuery = z.input<typeof MyTradesQuerySchema>;

/** One of my fills: columns Date, Pair, Side, Amount, Price, Total, Fee, Status. */
export const MyTradeSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  market: MarketIdSchema,
  pair: z.string(),
  /** My side of the trade. */
  side: OrderSideSchema,
  isMaker: z.boolean(),
  amount: DecimalStringSchema,
  price: DecimalStringSchema,
  /** price × amount in the quote asset. */
  total: DecimalStringSchema,
  fee: DecimalStringSchema,
  /** A buyer pays the fee in VINO, a seller in the quote asset (fee on what each side receives). */
  feeAsset: z.string(),
  status: z.enum(['completed', 'pending', 'cancelled']),
});
export type MyTrade = z.infer<typeof MyTradeSchema>;

/**
 * Summary tiles over the whole filtered period (not just the page). Quote assets differ per market,
 * so volume and fees are also given in USD at the reference prices (investor spec section 9).
 */
export const MyTradesSummarySchema = z.object({
  buyCount: z.number().int(),
  sellCount: z.number().int(),
  /** VINO traded. */
  totalVolume: DecimalStringSchema,
  totalVolumeUsd: DecimalStringSchema,
  totalFeesUsd: DecimalStringSchema,
});

export const MyTradesResponseSchema = z.object({
  items: z.array(MyTradeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  summary: MyTradesSummarySchema,
});
export type MyTradesResponse = z.infer<typeof MyTradesResponseSchema>;

/** CSV export columns, in order (investor spec section 2). */
export const TRADES_CSV_COLUMNS = ['Date', 'Pair', 'Side', 'Amount', 'Price', 'Total', 'Fee', 'Status'] as const;
export const MyTradesCsvQuerySchema = MyTradesQuerySchema.omit({ page: true });

// ---- Realtime data payloads (inside the envelope of src/contracts/realtime.ts) ----

/** `price_update` on `prices` and `price:{market}`. */
export const PriceUpdateDataSchema = z.object({
  market: MarketIdSchema,
  last: DecimalStringSchema.nullable(),
  change24h: DecimalStringSchema,
  volume24h: DecimalStringSchema,
  high24h: DecimalStringSchema.nullable(),
  low24h: DecimalStringSchema.nullable(),
  timestamp: z.string(),
});
export type PriceUpdateData = z.infer<typeof PriceUpdateDataSchema>;

/** `trade_update` on `trades:{market}`. */
export const TradeUpdateDataSchema = z.object({
  market: MarketIdSchema,
  tradeId: z.string(),
  side: OrderSideSchema,
  price: DecimalStringSchema,
  amount: DecimalStringSchema,
  timestamp: z.string(),
});
export type TradeUpdateData = z.infer<typeof TradeUpdateDataSchema>;

/** `orderbook_snapshot` on `orderbook:{market}`: the same shape as the HTTP snapshot. */
export const OrderBookSnapshotDataSchema = OrderBookSnapshotSchema;
export type OrderBookSnapshotData = OrderBookSnapshot;

/** A level's new aggregated quantity after a command; "0" removes the level. */
export const BookChangeSchema = z.object({
  side: OrderSideSchema,
  price: DecimalStringSchema,
  quantity: DecimalStringSchema,
});
export type BookChange = z.infer<typeof BookChangeSchema>;

/** `orderbook_delta` on `orderbook:{market}`: apply when sequence = last applied + 1, else resync. */
export const OrderBookDeltaDataSchema = z.object({
  market: MarketIdSchema,
  sequence: z.number().int(),
  changes: z.array(BookChangeSchema),
  timestamp: z.string(),
});
export type OrderBookDeltaData = z.infer<typeof OrderBookDeltaDataSchema>;

/** `order_update` on the private `orders` channel: the order as it is now. */
export const OrderUpdateDataSchema = OrderSchema;
export type OrderUpdateData = Order;
