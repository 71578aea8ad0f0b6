import type { ExecutedOrder } from '../../../contracts/rebalancer';
import { MARKETS, type MarketId } from '../../../domain/exchange/markets';
import { AppError } from '../../platform/http/app-error';
import { createNotification } from '../../platform/notifications/notifications';
import { executeRebalance, NOTHING_TO_REBALANCE } from './execute-rebalance';
import { getRebalancerSettings } from './get-rebalancer-settings';
import type { RebalancerContext } from './rebalancer-context';
import { findOwner } from './rebalancer-repository';

/** Where the notification takes the user: the Portfolio tab of /trading. */
const REBALANCER_LINK = '/trading?tab=portfolio';

const describe = (o: ExecutedOrder) =>
  `${o.side === 'buy' ? 'bought' : 'sold'} ${o.filledAmount} VINO on ${MARKETS[o.market as MarketId].label}`;

/**
 * The daily auto-rebalance of one user (a job; `day` is the app clock's UTC date, the key that
 * makes it run once that day). Skipped when the switch was turned off since; nothing to do means
 * no record and no notification. Otherwise the user is told what was done, or why it could not run
 * (maintenance, trading off, KYC). Unexpected errors throw so the job queue retries.
 */
export async function runAutoRebalance(ctx: RebalancerContext, userId: string, day: string): Promise<void> {
  const [owner, settings] = await Promise.all([findOwner(ctx.db, userId), getRebalancerSettings(ctx.db, userId)]);
  if (!owner || !settings.autoRebalance) return;
  try {
    const { rebalance, replayed } = await executeRebalance(ctx, owner, {
      idempotencyKey: `auto:${day}`,
      trigger: 'auto',
    });
    if (replayed) return;
    const done = rebalance.orders.filter((o) => o.filledAmount !== '0' && o.fills.length > 0).map(describe);
    const refused = rebalance.orders.filter((o) => o.error).map((o) => o.error!.message);
    await createNotification(ctx.db, {
      userId,
      type: 'rebalance',
      title: 'Portfolio rebalanced',
      message: [
        `Auto-rebalance of $${rebalance.totalValueUsd} at a ${rebalance.threshold}% threshold`,
        done.length ? `: ${done.join('; ')}.` : ': no order filled.',
        refused.length ? ` Not done: ${[...new Set(refused)].join(' ')}` : '',
      ].join(''),
      link: REBALANCER_LINK,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === NOTHING_TO_REBALANCE) return;
    await createNotification(ctx.db, {
      userId,
      type: 'rebalance',
      title: 'Auto-rebalance did not run',
      message: error.message,
      link: REBALANCER_LINK,
    });
  }
}
