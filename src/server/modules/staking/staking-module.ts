import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerStakingFeeds } from './staking-feeds';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import type { Realtime } from '../../platform/realtime/register-realtime';
import type { SettingsService } from '../../platform/settings/settings-service';
import { payScheduledRewards } from './pay-scheduled-rewards';
import type { StakingContext } from './staking-context';
import { registerStakingRoutes } from './staking-routes';

// The API other modules may call (they import this door, never the files behind it).
export { getStakingTotals } from './get-staking-totals';

/** The recurring payout job's queue. */
export const STAKING_PAYOUT_QUEUE = 'staking.payouts';
/**
 * How often (real time) the payout job looks for due stakes. Payout times are on the app clock,
 * so a payout falls due at its pool's frequency and is paid within this interval after.
 */
export const STAKING_PAYOUT_INTERVAL_MS = 60_000;

export interface StakingModule {
  context: StakingContext;
  /** One payout round now (tests; the job queue runs it every STAKING_PAYOUT_INTERVAL_MS). */
  runPayouts(): Promise<{ paidStakes: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staking: StakingModule;
  }
}

interface StakingModuleDeps {
  db: Database;
  guards: Guards;
  settings: SettingsService;
  clock: Clock;
  demoMode: boolean;
  realtime?: Pick<Realtime, 'publishToUser'>;
}

export async function registerStakingModule(app: FastifyInstance, platform: Platform): Promise<StakingModule> {
  const { db, guards, settings, clock, config } = platform;
  const module = await startStaking(app, {
    db,
    guards,
    settings,
    clock,
    demoMode: config.demoMode,
    realtime: app.realtime,
  });
  registerStakingFeeds(app.realtime, db);
  return module;
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startStaking(app: FastifyInstance, deps: StakingModuleDeps): Promise<StakingModule> {
  const context: StakingContext = {
    db: deps.db,
    settings: deps.settings,
    clock: deps.clock,
    demoMode: deps.demoMode,
    ...(deps.realtime ? { realtime: deps.realtime } : {}),
    log: app.log,
  };
  registerStakingRoutes(app, { ctx: context, guards: deps.guards });
  // No maxAttempts: a failed payout run is retried by the queue; the next slot's is already enqueued.
  await registerRecurringJob(app, deps.db, {
    queue: STAKING_PAYOUT_QUEUE,
    everyMs: STAKING_PAYOUT_INTERVAL_MS,
    dedupePrefix: 'staking-payouts',
    run: () => payScheduledRewards(context),
  });
  const module: StakingModule = { context, runPayouts: () => payScheduledRewards(context) };
  app.decorate('staking', module);
  return module;
}
