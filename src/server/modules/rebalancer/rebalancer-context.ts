import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import type { MarketContext } from '../market/market-module';

/** What the rebalancer's use cases share: the database, the market (prices, orders) and the clock. */
export interface RebalancerContext {
  db: Database;
  market: MarketContext;
  /** The app clock: the daily auto-rebalance's day follows it (advanceable in tests and demo). */
  clock: Clock;
  demoMode: boolean;
  log: FastifyBaseLogger;
}
