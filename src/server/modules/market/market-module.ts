import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Platform } from '../../platform/register-platform';
import type { SettingsService } from '../../platform/settings/settings-service';
import { MarketBooks } from './market-books';
import { SoleOwnership } from './market-ownership';
import { registerOwnerRoutes } from './owner-routes';
import { PostgresMarketOwnership, type PostgresOwnershipOptions } from './postgres-market-ownership';
import { runForwardedCall } from './run-forwarded-call';
import { createMarketContext, type MarketContext } from './market-context';
import { createMarketMaker, type MarketMaker } from './market-maker';
import type { Realtime } from '../../platform/realtime/register-realtime';
import { isMarketId, MARKET_IDS } from '../../../domain/exchange/markets';
import { getMarketTicker } from './get-market-ticker';
import { getOrderBook } from './get-order-book';
import { NO_PUBLISHER } from './market-publisher';
import { registerMarketRoutes } from './market-routes';
import { cancelPendingPriceUpdates } from './publish-price-update';
import { forwardingKey } from './forwarding-signature';
import { registerOrderTimeoutJob } from './order-timeout';
import { registerTradeVolumePruneJob } from './trade-volume-retention';

// The API other modules may call (they import this door, never the files behind it).
export { cancelOrder } from './cancel-order';
export { assertKycApproved, assertTradingOpen } from './check-trading-allowed';
export { findMyTradesPage } from './find-my-trades';
export { cachedMarketTicker, getMarketTicker } from './get-market-ticker';
export type { MarketContext } from './market-context';
export { placeOrder, type RequestMeta } from './place-order';
export { quoteToUsd } from './trade-amounts';

export interface MarketModule {
  context: MarketContext;
  /** Demo mode's market maker; main.ts starts it after listen, tests only when they opt in. */
  marketMaker: MarketMaker;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The exchange's books and market maker (src/server/modules/market). */
    market: MarketModule;
  }
}

interface MarketModuleDeps {
  db: Database;
  guards: Guards;
  settings: SettingsService;
  demoMode: boolean;
  /** The realtime hub; without it nothing is pushed (the HTTP API still answers). */
  realtime?: Realtime;
  /** On PostgreSQL: own markets with advisory locks and forward the others (ADR 010); else own them all. */
  ownership?: PostgresOwnershipOptions;
  /**
   * One batch (one prefetch, one write statement) for the commands of all markets: for the embedded
   * database, whose one connection runs every statement in turn anyway (batch-lanes.ts).
   */
  batchAcrossMarkets?: boolean;
}

/**
 * The exchange: its books, routes, order timeout and trade-volume upkeep jobs. Registered after the
 * realtime hub (it publishes) and before the modules that read its tickers or place orders.
 */
export async function registerMarketModule(app: FastifyInstance, platform: Platform): Promise<MarketModule> {
  const { database, config } = platform;
  const module = await startMarket(app, {
    db: platform.db,
    guards: platform.guards,
    settings: platform.settings,
    demoMode: config.demoMode,
    realtime: app.realtime,
    batchAcrossMarkets: database.kind === 'embedded',
    // Several instances may share PostgreSQL: each market is owned by one of them (ADR 010).
    ...(database.openSession
      ? {
          ownership: {
            openSession: database.openSession,
            address: config.internalUrl,
            key: forwardingKey(config.authSecret),
          },
        }
      : {}),
  });
  await registerOrderTimeoutJob(app, module.context);
  await registerTradeVolumePruneJob(app, module.context);
  return module;
}

/**
 * Takes the markets this instance owns (all of them without PostgreSQL) and rebuilds their books from
 * the database, registers the market routes (and, on PostgreSQL, the owner's endpoint for forwarded
 * calls), and on close stops the market maker and lets queued commands finish before the database
 * goes away and the markets are given up.
 */
async function startMarket(app: FastifyInstance, deps: MarketModuleDeps): Promise<MarketModule> {
  const books = new MarketBooks(deps.db);
  const ownership = deps.ownership
    ? new PostgresMarketOwnership(deps.db, books, deps.ownership, app.log)
    : new SoleOwnership(books);
  const context = createMarketContext({
    db: deps.db,
    books,
    ownership,
    settings: deps.settings,
    demoMode: deps.demoMode,
    publisher: deps.realtime ?? NO_PUBLISHER,
    log: app.log,
    batchAcrossMarkets: deps.batchAcrossMarkets ?? false,
  });
  await ownership.start((call) => runForwardedCall(context, call));
  const marketMaker = createMarketMaker(context);
  registerMarketRoutes(app, { ctx: context, guards: deps.guards });
  if (deps.ownership) await registerOwnerRoutes(app, { ctx: context, key: deps.ownership.key });
  if (deps.realtime) registerRealtimeFeeds(deps.realtime, context);
  app.addHook('onClose', async () => {
    await marketMaker.stop();
    await ownership.stop();
    await context.statistics.idle();
    cancelPendingPriceUpdates(context);
  });
  const module = { context, marketMaker };
  app.decorate('market', module);
  return module;
}

/** Order book snapshot size pushed on subscribe: the spec's 15 levels per side. */
const SNAPSHOT_DEPTH = 15;

/**
 * Subscribing to `orderbook:{market}` first gets a snapshot read in the market's queue (between two
 * commands), and the system status panel gets real probes of the engine and the price feed.
 */
function registerRealtimeFeeds(realtime: Realtime, ctx: MarketContext): void {
  realtime.registerSnapshot('orderbook', async (channel) => {
    const market = channel.slice(channel.indexOf(':') + 1);
    if (!isMarketId(market)) throw new Error(`No order book for ${channel}`);
    return { type: 'orderbook_snapshot', data: await getOrderBook(ctx, market, SNAPSHOT_DEPTH) };
  });
  // The engine answers when every market's queue runs a command through in time.
  realtime.registerStatusProbe('Trading Engine', async () => {
    const started = performance.now();
    await Promise.all(MARKET_IDS.map((market) => ctx.books.run(market, async () => undefined)));
    return { status: 'connected', latencyMs: Math.round(performance.now() - started) };
  });
  // Prices come from the trades table: the feed is up when the ticker can be read.
  realtime.registerStatusProbe('Price Feed', async () => {
    const started = performance.now();
    ctx.tickers.delete('VINO-USD');
    await getMarketTicker(ctx, 'VINO-USD');
    return { status: 'connected', latencyMs: Math.round(performance.now() - started) };
  });
}
