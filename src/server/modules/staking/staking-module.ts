import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import { enqueueJob } from '../../platform/jobs/job-queue';
import type { Realtime } from '../../platform/realtime/register-realtime';
import type { SettingsService } from '../../platform/settings/settings-service';
import { payScheduledRewards } from './pay-scheduled-rewards';
import type { StakingContext } from './staking-context';
import { registerStakingRoutes } from './staking-routes';

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

export interface StakingModuleDeps {
  db: Database;
  guards: Guards;
  settings: SettingsService;
  clock: Clock;
  demoMode: boolean;
  realtime?: Pick<Realtime, 'publishToUser'>;
}

/**
 * One run per interval slot, across every app node: the dedupe key names the slot, so however many
 * nodes start or re-enqueue, each slot's job exists once. The next run is enqueued before the
 * payouts so a failed run (retried by the queue) never breaks the chain.
 */
async function enqueuePayoutRun(db: Database, at: number): Promise<void> {
  const slot = Math.floor(at / STAKING_PAYOUT_INTERVAL_MS);
  await enqueueJob(
    db,
    STAKING_PAYOUT_QUEUE,
    {},
    {
      runAt: new Date(slot * STAKING_PAYOUT_INTERVAL_MS),
      dedupeKey: `staking-payouts:${slot}`,
    },
  );
}

export async function registerStakingModule(app: FastifyInstance, deps: StakingModuleDeps): Promise<StakingModule> {
  const context: StakingContext = {
    db: deps.db,
    settings: deps.settings,
    clock: deps.clock,
    demoMode: deps.demoMode,
    ...(deps.realtime ? { realtime: deps.realtime } : {}),
    log: app.log,
  };
  registerStakingRoutes(app, { ctx: context, guards: deps.guards });
  app.jobWorker.register(STAKING_PAYOUT_QUEUE, async () => {
    await enqueuePayoutRun(deps.db, Date.now() + STAKING_PAYOUT_INTERVAL_MS);
    await payScheduledRewards(context);
  });
  await enqueuePayoutRun(deps.db, Date.now());
  const module: StakingModule = { context, runPayouts: () => payScheduledRewards(context) };
  app.decorate('staking', module);
  return module;
}
