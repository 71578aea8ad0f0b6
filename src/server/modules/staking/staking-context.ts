import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import type { Realtime } from '../../platform/realtime/register-realtime';
import type { SettingsService } from '../../platform/settings/settings-service';

/** Everything the staking use cases share. `clock` is the app's (advanceable in demo and tests). */
export interface StakingContext {
  db: Database;
  settings: SettingsService;
  clock: Clock;
  demoMode: boolean;
  /** Pushes `portfolio_update` to the owner's screens; absent in some tests. */
  realtime?: Pick<Realtime, 'publishToUser'>;
  log: FastifyBaseLogger;
}

/** Tells the owner's open screens that their balances and stakes changed (after the commit). */
export function publishStakingChange(
  ctx: StakingContext,
  userId: string,
  data: { event: 'stake' | 'claim' | 'unstake' | 'reward'; stakeId: string },
): void {
  try {
    ctx.realtime?.publishToUser(userId, 'portfolio', 'portfolio_update', { source: 'staking', ...data });
  } catch (error) {
    // The change is committed; a failed push only means the screen refreshes on its next poll.
    ctx.log.warn({ err: error, userId }, 'staking realtime push failed');
  }
}
