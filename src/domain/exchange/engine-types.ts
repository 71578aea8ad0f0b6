/**
 * The matching engine's commands and events (the seam between the engine and the server's market
 * module). Prices are integer ticks and quantities integer lots at the market's scales
 * (markets.ts); `quoteBudget` is in ledger units (LEDGER_SCALE) of the quote asset.
 */

export type Side = 'buy' | 'sell';
export type OrderType = 'market' | 'limit' | 'stop_limit' | 'stop_market';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

export interface OrderInput {
  id: string;
  ownerId: string;
  side: Side;
  type: OrderType;
  /** Lots. */
  quantity: bigint;
  /** Limit price in ticks (limit and stop_limit). */
  price?: bigint;
  /** Trigger price in ticks (stop_limit and stop_market). */
  stopPrice?: bigint;
  timeInForce: TimeInForce;
  /** Cancel instead of taking liquidity (limit and stop_limit, GTC only). */
  postOnly?: boolean;
  /** Caps what a market buy may spend, in quote ledger units (the server holds that much). */
  quoteBudget?: bigint;
  /** The server's per-market sequence; carried, never used for ordering (arrival order is). */
  sequence: number;
  /** Carried for the server; the engine never reads a clock. */
  timestamp: number;
}

export type Command =
  | { kind: 'place'; order: OrderInput }
  | { kind: 'cancel'; orderId: string; ownerId: string }
  | { kind: 'cancel_all'; ownerId: string };

export type RejectReason =
  | 'invalid_quantity'
  | 'invalid_price'
  | 'invalid_stop_price'
  | 'invalid_budget'
  | 'invalid_post_only'
  | 'duplicate_order'
  | 'unknown_order'
  | 'not_owner';

export type DoneReason = 'user' | 'ioc' | 'fok' | 'post_only' | 'self_trade' | 'no_liquidity' | 'budget';

export interface AcceptedEvent {
  type: 'accepted';
  orderId: string;
}

export interface RejectedEvent {
  type: 'rejected';
  orderId: string;
  reason: RejectReason;
}

export interface TradeEvent {
  type: 'trade';
  /** `${takerOrderId}:${n}`, n counting from 1 per taker order. */
  tradeId: string;
  makerOrderId: string;
  takerOrderId: string;
  makerOwnerId: string;
  takerOwnerId: string;
  takerSide: Side;
  /** The maker's price, in ticks. */
  price: bigint;
  /** Lots. */
  quantity: bigint;
}

export interface OrderDoneEvent {
  type: 'order_done';
  orderId: string;
  status: 'filled' | 'cancelled';
  /** Only for cancelled orders. */
  reason?: DoneReason;
  /** Lots left unfilled (0 when filled). */
  remaining: bigint;
}

export interface StopTriggeredEvent {
  type: 'stop_triggered';
  orderId: string;
}

/** The new aggregated quantity at a price after the command; 0 means the level is gone. */
export interface LevelEvent {
  type: 'level';
  side: Side;
  price: bigint;
  quantity: bigint;
}

export type EngineEvent = AcceptedEvent | RejectedEvent | TradeEvent | OrderDoneEvent | StopTriggeredEvent | LevelEvent;

export interface BookLevel {
  price: bigint;
  quantity: bigint;
}

/** Aggregated levels, best first on each side. */
export interface BookSnapshot {
  bids: BookLevel[];
  asks: BookLevel[];
}

/**
 * An order still live in the engine: resting in the book or waiting as a stop. `restore` takes
 * these back in the same order to rebuild an identical book.
 */
export interface RestingOrder extends OrderInput {
  /** Lots not yet filled. */
  remaining: bigint;
  /** True for a stop order that has triggered and now rests in the book as a limit order. */
  triggered: boolean;
}
