import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  BookQuerySchema,
  CancelAllOrdersQuerySchema,
  CancelAllOrdersResponseSchema,
  CancelOrderResponseSchema,
  CandlesQuerySchema,
  CandlesResponseSchema,
  MarketParamsSchema,
  MarketTradesQuerySchema,
  MarketTradesResponseSchema,
  MarketsResponseSchema,
  MyOrdersQuerySchema,
  MyOrdersResponseSchema,
  MyTradesCsvQuerySchema,
  MyTradesQuerySchema,
  MyTradesResponseSchema,
  OrderBookSnapshotSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from '../../../contracts/market';
import type { Guards } from '../../platform/auth/guards';
import { cancelAllOrders } from './cancel-all-orders';
import { cancelOrder } from './cancel-order';
import { exportMyTradesCsv } from './export-my-trades-csv';
import { findMarketTrades } from './find-market-trades';
import { findMarkets } from './find-markets';
import { findMyOrders } from './find-my-orders';
import { findMyTradesPage } from './find-my-trades';
import { getCandles } from './get-candles';
import { getOrderBook } from './get-order-book';
import type { MarketContext } from './market-context';
import { placeOrder } from './place-order';

const OrderParamsSchema = z.object({ id: z.string().min(1).max(100) });

const meta = (request: FastifyRequest) => ({ ipAddress: request.ip, requestId: request.id });

/** HTTP of the market module: validate, authorize, call a use case. */
export function registerMarketRoutes(app: FastifyInstance, deps: { ctx: MarketContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market'];

  r.get(
    apiPaths.market.markets,
    { schema: { tags, summary: 'Markets with their 24 h ticker', response: { 200: MarketsResponseSchema } } },
    async () => {
      const [markets, settings] = await Promise.all([findMarkets(ctx), ctx.settings.get()]);
      return {
        markets,
        trading: {
          feePercent: settings.trading.tradingFeePercent,
          minimumTradeAmountUsd: settings.trading.minimumTradeAmount,
          maximumTradeAmountUsd: settings.trading.maximumTradeAmount,
          isTradingOpen: settings.platform.tradingEnabled && !settings.platform.maintenanceMode,
        },
      };
    },
  );

  r.get(
    apiPaths.market.book,
    {
      schema: {
        tags,
        summary: 'Order book snapshot',
        params: MarketParamsSchema,
        querystring: BookQuerySchema,
        response: { 200: OrderBookSnapshotSchema },
      },
    },
    async (request) => getOrderBook(ctx, request.params.market, request.query.depth),
  );

  r.get(
    apiPaths.market.trades,
    {
      schema: {
        tags,
        summary: 'Latest trades of a market',
        params: MarketParamsSchema,
        querystring: MarketTradesQuerySchema,
        response: { 200: MarketTradesResponseSchema },
      },
    },
    async (request) => ({ trades: await findMarketTrades(ctx, request.params.market, request.query.limit) }),
  );

  r.get(
    apiPaths.market.candles,
    {
      schema: {
        tags,
        summary: 'Candles built from trades',
        params: MarketParamsSchema,
        querystring: CandlesQuerySchema,
        response: { 200: CandlesResponseSchema },
      },
    },
    async (request) => ({
      market: request.params.market,
      timeframe: request.query.timeframe,
      candles: await getCandles(ctx, request.params.market, request.query.timeframe, request.query.limit),
    }),
  );

  r.post(
    apiPaths.market.orders,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'Place an order',
        body: PlaceOrderRequestSchema,
        response: { 201: PlaceOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      return reply.status(201).send(await placeOrder(ctx, user, request.body, { request: meta(request) }));
    },
  );

  r.delete(
    apiPaths.market.order,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'Cancel my order',
        params: OrderParamsSchema,
        response: { 200: CancelOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return { order: await cancelOrder(ctx, user.id, request.params.id, meta(request)) };
    },
  );

  r.delete(
    apiPaths.market.orders,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'Cancel all my open orders (of one market, or of all)',
        querystring: CancelAllOrdersQuerySchema,
        response: { 200: CancelAllOrdersResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return { cancelled: await cancelAllOrders(ctx, user.id, request.query.market, { request: meta(request) }) };
    },
  );

  r.get(
    apiPaths.market.myOrders,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'My orders',
        querystring: MyOrdersQuerySchema,
        response: { 200: MyOrdersResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return { orders: await findMyOrders(ctx, user.id, request.query) };
    },
  );

  r.get(
    apiPaths.market.myTrades,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'My trade history with summary',
        querystring: MyTradesQuerySchema,
        response: { 200: MyTradesResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return findMyTradesPage(ctx, user.id, request.query);
    },
  );

  r.get(
    apiPaths.market.myTradesCsv,
    {
      onRequest: guards.onlyUsers(),
      schema: { tags, summary: 'My trade history as CSV', querystring: MyTradesCsvQuerySchema },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const csv = await exportMyTradesCsv(ctx, user.id, request.query);
      const date = ctx.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vino-trades-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
