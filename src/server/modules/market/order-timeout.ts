import type { FastifyInstance } from 'fastify';
import { and, inArray, lt, not, sql } from 'drizzle-orm';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import { user } from '../../db/schema/auth';
import { orders } from '../../db/schema/market';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import { AppError } from '../../platform/http/app-error';
import { cancelOrder } from './cancel-order';
import type { MarketContext } from './market-context';

export const ORDER_TIMEOUT_QUEUE = 'orders.expire';
/** How often resting orders are looked at: an order ends at most this long after its timeout. */
export const ORDER_TIMEOUT_SWEEP_MS = 15_000;
const BATCH = 200;

/**
 * orderTimeout: resting orders (open or partially filled) placed more than the setting's seconds
 * ago are cancelled, releasing what they hold; 0 keeps orders until they fill. The platform's own
 * accounts (the market maker) are not affected. Returns how many orders ended.
 */
export async function expireStaleOrders(ctx: MarketContext): Promise<number> {
  const { orderTimeoutSeconds } = (await ctx.settings.get()).trading;
  if (orderTimeoutSeconds <= 0) return 0;
  const cutoff = new Date(ctx.now().getTime() - orderTimeoutSeconds * 1000);
  const stale = await ctx.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .innerJoin(user, sql`${user.id} = ${orders.userId}`)
    .where(
      and(
        inArray(orders.status, ['open', 'partially_filled']),
        lt(orders.createdAt, cutoff),
        not(sql`lower(${user.email}) like ${`%@${SYSTEM_USER_EMAIL_DOMAIN}`}`),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(BATCH);
  let expired = 0;
  for (const order of stale) {
    try {
      await cancelOrder(ctx, order.userId, order.id, { requestId: 'order-timeout' });
      expired++;
    } catch (err) {
      // Filled or cancelled meanwhile: nothing left to expire.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return expired;
}

/** The sweep as a durable job, one per slot across app nodes. */
export async function registerOrderTimeoutJob(app: FastifyInstance, ctx: MarketContext): Promise<void> {
  await registerRecurringJob(app, ctx.db, {
    queue: ORDER_TIMEOUT_QUEUE,
    everyMs: ORDER_TIMEOUT_SWEEP_MS,
    dedupePrefix: 'orders-expire',
    run: () => expireStaleOrders(ctx),
  });
}
