import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import type { MarketContext } from '../market/market-module';
import type { RebalancerContext } from './rebalancer-context';
import { findAutoRebalanceOwners } from './rebalancer-repository';
import { registerRebalancerRoutes } from './rebalancer-routes';
import { runAutoRebalance } from './run-auto-rebalance';

/** Looks for users with auto-rebalance on; their own job runs once per day (its dedupe key). */
export const AUTO_REBALANCE_SWEEP_QUEUE = 'rebalancer.auto-sweep';
export const AUTO_REBALANCE_QUEUE = 'rebalancer.auto-run';
/** The sweep runs once per hour slot, so a day's run happens within an hour of midnight UTC (or of switching on). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface RebalancerModule {
  context: RebalancerContext;
  /** Enqueues today's auto-rebalance for every user with the switch on (tests; the queue runs it hourly). */
  runAutoSweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rebalancer: RebalancerModule;
  }
}

/** The app clock's UTC date: the auto-rebalance's day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function sweep(context: RebalancerContext): Promise<number> {
  const day = dayOf(context.clock.now());
  const owners = await findAutoRebalanceOwners(context.db);
  for (const owner of owners) {
    await enqueueJob(
      context.db,
      AUTO_REBALANCE_QUEUE,
      { userId: owner.id, day },
      {
        dedupeKey: `rebalancer-auto:${owner.id}:${day}`,
        maxAttempts: 3,
      },
    );
  }
  return owners.length;
}

export function registerRebalancerModule(app: FastifyInstance, platform: Platform): Promise<RebalancerModule> {
  const { guards, clock, config } = platform;
  return startRebalancer(app, { market: app.market.context, guards, clock, demoMode: config.demoMode });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startRebalancer(
  app: FastifyInstance,
  deps: { market: MarketContext; guards: Guards; clock: Clock; demoMode: boolean },
): Promise<RebalancerModule> {
  const context: RebalancerContext = {
    db: deps.market.db,
    market: deps.market,
    clock: deps.clock,
    demoMode: deps.demoMode,
    log: app.log,
  };
  registerRebalancerRoutes(app, { ctx: context, guards: deps.guards });
  app.jobWorker.register(AUTO_REBALANCE_QUEUE, async (payload) =>
    runAutoRebalance(context, String(payload['userId']), String(payload['day'])),
  );
  await registerRecurringJob(app, context.db, {
    queue: AUTO_REBALANCE_SWEEP_QUEUE,
    everyMs: SWEEP_INTERVAL_MS,
    dedupePrefix: 'rebalancer-sweep',
    run: () => sweep(context),
  });
  const module: RebalancerModule = { context, runAutoSweep: () => sweep(context) };
  app.decorate('rebalancer', module);
  return module;
}
