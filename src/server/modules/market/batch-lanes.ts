import { MARKET_IDS, type MarketId } from '../../../domain/exchange/markets';

/** Markets whose commands are batched together: one batch task, one transaction at a time. */
export interface BatchLane {
  markets: readonly MarketId[];
  /** True while a batch task is queued or running that will take the lane's pending commands. */
  isScheduled: boolean;
}

/**
 * The lane of each market. On PostgreSQL each market has its own (four markets commit in parallel on
 * their own connections, each batch fenced by its market's owner, ADR 010). On the embedded database
 * every statement runs on PGlite's one connection in this thread anyway, so the four markets share
 * one lane: one prefetch and one write statement for all of them, the per-statement costs (parse,
 * plan, commit) spread over up to four times as many commands.
 */
export function createBatchLanes(acrossMarkets: boolean): ReadonlyMap<MarketId, BatchLane> {
  if (acrossMarkets) {
    const lane: BatchLane = { markets: MARKET_IDS, isScheduled: false };
    return new Map(MARKET_IDS.map((market) => [market, lane]));
  }
  return new Map(MARKET_IDS.map((market) => [market, { markets: [market], isScheduled: false }]));
}
