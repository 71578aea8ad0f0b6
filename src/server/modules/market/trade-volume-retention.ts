import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { tradeVolumeMinutes } from '../../db/schema/market';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import { DAILY_VOLUME_WINDOW_MS } from './exchange-batch';
import type { MarketContext } from './market-context';

/**
 * How long the per-minute trade volumes are kept: twice the daily limit's window. The limit never
 * reads a minute older than its 24 hours, so a minute is pruned a full day after the last read that
 * could count it, which leaves room for a clock that differs between nodes.
 */
export const TRADE_VOLUME_RETENTION_MS = 2 * DAILY_VOLUME_WINDOW_MS;
export const TRADE_VOLUME_PRUNE_QUEUE = 'market.trade-volume-prune';
/** Pruned hourly: the table holds at most the retention and an hour of minutes. */
export const TRADE_VOLUME_PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Deletes the per-minute volumes older than the retention (migration 0033 keeps one row per user,
 * minute and market traded in, which would otherwise grow for good). `trades` itself is untouched.
 * Returns how many rows went.
 */
export async function pruneTradeVolumeMinutes(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - TRADE_VOLUME_RETENTION_MS).toISOString();
  const [row] = await queryRows<{ pruned: number }>(
    db,
    sql`with pruned as (delete from ${tradeVolumeMinutes} where minute < ${before} returning 1)
        select count(*)::int as pruned from pruned`,
  );
  return row?.pruned ?? 0;
}

/** The pruning as a durable job, once an hour across every app node. */
export async function registerTradeVolumePruneJob(app: FastifyInstance, ctx: MarketContext): Promise<void> {
  await registerRecurringJob(app, ctx.db, {
    queue: TRADE_VOLUME_PRUNE_QUEUE,
    everyMs: TRADE_VOLUME_PRUNE_EVERY_MS,
    dedupePrefix: 'trade-volume-prune',
    maxAttempts: 1,
    startNextSlot: true,
    run: async () => {
      const pruned = await pruneTradeVolumeMinutes(ctx.db, ctx.now());
      if (pruned > 0) app.log.info({ pruned }, 'per-minute trade volumes older than the retention pruned');
    },
  });
}
