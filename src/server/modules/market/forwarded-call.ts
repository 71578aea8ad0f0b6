import { z } from 'zod';
import {
  MarketIdSchema,
  PlaceOrderRequestSchema,
  type Order,
  type OrderBookSnapshot,
  type PlaceOrderResponse,
} from '../../../contracts/market';
import { AppError } from '../../platform/http/app-error';

/**
 * What a non-owner asks a market's owner to run (several instances; ADR 010): the market
 * use cases whose work goes through the market's command queue or reads its book, with their
 * arguments as plain JSON. The owner runs the same use case and answers with its result or error.
 */
const RequestMetaSchema = z.object({
  ipAddress: z.string().max(100).optional(),
  requestId: z.string().max(100).optional(),
});
const UserIdSchema = z.string().min(1).max(100);

export const ForwardedCallSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('place'),
    market: MarketIdSchema,
    owner: z.object({ id: UserIdSchema, email: z.string().max(320), name: z.string().max(500) }),
    input: PlaceOrderRequestSchema,
    options: z.object({ isSystemAccount: z.boolean().optional(), request: RequestMetaSchema.optional() }),
  }),
  z.object({
    kind: z.literal('cancel'),
    market: MarketIdSchema,
    userId: UserIdSchema,
    orderId: z.string().min(1).max(100),
    request: RequestMetaSchema,
  }),
  z.object({
    kind: z.literal('cancelAll'),
    market: MarketIdSchema,
    userId: UserIdSchema,
    options: z.object({ isSystemAccount: z.boolean().optional(), request: RequestMetaSchema.optional() }),
  }),
  z.object({ kind: z.literal('book'), market: MarketIdSchema, depth: z.number().int().min(1).max(1000) }),
]);

export type ForwardedCall = z.output<typeof ForwardedCallSchema>;
export type ForwardedKind = ForwardedCall['kind'];
export type ForwardedCallOf<K extends ForwardedKind> = Extract<ForwardedCall, { kind: K }>;

/** What each call answers (the use case's own return value). */
export interface ForwardedAnswers {
  place: PlaceOrderResponse;
  cancel: Order;
  cancelAll: Order[];
  book: OrderBookSnapshot;
}

/** Runs a call on this instance (market-module wires it to the use cases). */
export type ForwardedCallRunner = <K extends ForwardedKind>(call: ForwardedCallOf<K>) => Promise<ForwardedAnswers[K]>;

export const MARKET_MOVED = 'MARKET_MOVED';

/**
 * The market is changing owner, or this instance no longer owns it: nothing was run, so the caller
 * may try again (a forwarding instance does, for a few seconds, before answering this).
 */
export const marketMoved = () =>
  new AppError(503, MARKET_MOVED, 'This market is moving to another server. Please try again in a few seconds.');

/** The owner stopped answering after the call was sent: whether it ran is unknown. */
export const ownerUnreachable = () =>
  new AppError(
    502,
    'MARKET_OWNER_UNREACHABLE',
    'The server running this market stopped answering. Check your orders before trying again.',
  );
