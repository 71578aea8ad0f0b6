import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { StatisticsUpkeep } from '../../db/statistics-upkeep';
import type { SettingsService } from '../../platform/settings/settings-service';
import { TtlCache } from '../../platform/ttl-cache';
import type { Ticker } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import type { AccountIdCache } from '../ledger/ledger-module';
import { createBatchLanes, type BatchLane } from './batch-lanes';
import { EndedOrders } from './ended-orders';
import { EXCHANGE_TABLES, type ExchangeTable } from './exchange-batch';
import type { MarketBooks } from './market-books';
import type { MarketOwnership } from './market-ownership';
import type { MarketPublisher } from './market-publisher';

/** The 24 h ticker is read on every page view and price push; trades invalidate it at once. */
const TICKER_CACHE_TTL_MS = 5_000;

/** Everything the market use cases share: the database, the books, settings and the publisher. */
export interface MarketContext {
  db: Database;
  books: MarketBooks;
  /** Which markets run here; the others' commands are forwarded to their owner (ADR 010). */
  ownership: MarketOwnership;
  settings: SettingsService;
  demoMode: boolean;
  publisher: MarketPublisher;
  tickers: TtlCache<Ticker>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Price pushes waiting to go out, one per market (coalesced; cleared when the app closes). */
  pendingPricePushes: Map<string, ReturnType<typeof setTimeout>>;
  /** Ledger account ids the market batches have seen (accounts are never deleted). */
  accountIds: AccountIdCache;
  /** Users whose profile exists (checked once per process; a profile is never removed). */
  knownProfiles: Set<string>;
  /** Counters of the group commit since start (bench and tests read them). */
  batchStats: BatchStats;
  /** Which markets' commands share a batch (batch-lanes.ts). */
  batchLanes: ReadonlyMap<MarketId, BatchLane>;
  /** Orders recently ended here, so a late cancel of one needs no database read. */
  endedOrders: EndedOrders;
  /** Re-analyses the tables the batches grow, so the database's plans follow their size. */
  statistics: StatisticsUpkeep<ExchangeTable>;
}

export interface BatchStats {
  /** Transactions committed or failed. */
  batches: number;
  /** Commands they carried. */
  commands: number;
  /** Batches of several commands that failed and ran again command by command. */
  retriedBatches: number;
}

export function createMarketContext(
  deps: Omit<
    MarketContext,
    | 'tickers'
    | 'now'
    | 'pendingPricePushes'
    | 'accountIds'
    | 'knownProfiles'
    | 'batchStats'
    | 'batchLanes'
    | 'statistics'
    | 'endedOrders'
  > & {
    now?: () => Date;
    /** One batch for all markets (the embedded database's one connection); else one per market. */
    batchAcrossMarkets: boolean;
  },
): MarketContext {
  const { batchAcrossMarkets, ...rest } = deps;
  return {
    ...rest,
    tickers: new TtlCache<Ticker>(TICKER_CACHE_TTL_MS),
    now: deps.now ?? (() => new Date()),
    pendingPricePushes: new Map(),
    accountIds: new Map(),
    knownProfiles: new Set(),
    batchStats: { batches: 0, commands: 0, retriedBatches: 0 },
    batchLanes: createBatchLanes(batchAcrossMarkets),
    statistics: new StatisticsUpkeep(deps.db, deps.log, EXCHANGE_TABLES),
    endedOrders: new EndedOrders(),
  };
}
