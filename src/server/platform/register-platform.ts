import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { fromNodeHeaders } from 'better-auth/node';
import { apiPaths } from '../../contracts/api-paths';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { registerAuthRoutes } from './auth/auth-routes';
import { createAuth, trustedOriginsFor, type Auth } from './auth/create-auth';
import { crossOriginGuard } from './http/cross-origin-guard';
import { createGuards, type Guards } from './auth/guards';
import { MemoryLoginThrottle, RedisLoginThrottle } from './auth/login-throttle';
import { SESSION_CACHE_TTL_MS, SessionCache } from './auth/session-cache';
import { createSessionIdleCheck } from './auth/session-idle-timeout';
import { createClock, type Clock } from './clock/clock';
import { registerClockRoutes } from './clock/clock-routes';
import { EventBus } from './events/event-bus';
import { ExtensionPoints } from './extension-points';
import { APP_VERSION } from './create-http-server';
import { registerStaticClient } from './http/static-client';
import { registerEmbeddedVacuumJob } from './jobs/embedded-vacuum-job';
import { JobWorker } from './jobs/job-queue';
import { createMailer, registerMailDelivery, type Mailer } from './mailer/mailer';
import { registerNotificationRoutes } from './notifications/notification-routes';
import { registerHttpMetrics } from './observability/http-metrics';
import { registerRealtime } from './realtime/register-realtime';
import { notificationSwitches, withEmailNotificationSwitch } from './settings/notification-switches';
import { registerSettingsEnforcement } from './settings/settings-enforcement';
import { createSettingsService, type SettingsService } from './settings/settings-service';
import type { FileStorage } from './storage/file-storage';
import { openFileStorage } from './storage/open-file-storage';
import { createFilesSharingCheck } from './storage/files-sharing-check';
import { connectChain, type ChainConnection } from './chain/chain-connection';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const HEALTH_BODY = JSON.stringify({ status: 'ok' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs durable jobs; main.ts starts it, tests call runDueJobs(). Stopped when the app closes. */
    jobWorker: JobWorker;
    /** Uploaded and generated files (local disk by default). */
    storage: FileStorage;
    /** The app clock time-based features read (advanceable only in demo mode and tests). */
    clock: Clock;
    /** What happened in one module that others react to (see platform/events/event-bus.ts). */
    events: EventBus;
  }
}

declare module './events/event-bus' {
  interface AppEvents {
    /** Better Auth created an account (e-mail sign-up or first social sign-in). */
    'user.created': { userId: string; email: string; name: string };
  }
}

export interface PlatformDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests may pass a mailer; by default the outbox/SMTP mailer of the config is built. */
  mailer?: Mailer;
  /** Tests may pass a connection to an in-process chain; by default it is built from config.chain. */
  chain?: ChainConnection;
}

/** What every module's door receives: the shared services below the modules. */
export interface Platform {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  guards: Guards;
  settings: SettingsService;
  /** The mailer behind the emailNotifications switch (essential mail always goes). */
  mailer: Mailer;
  clock: Clock;
  jobWorker: JobWorker;
  auth: Auth;
  sessionCache: SessionCache;
  /** Shared by the app nodes when configured. */
  redis: Redis | undefined;
  httpMetrics: ReturnType<typeof registerHttpMetrics>;
  switches: ReturnType<typeof notificationSwitches>;
  events: EventBus;
  /** Where a module provides what the platform asks of it (the user's role, API keys, missing pages). */
  extensionPoints: ExtensionPoints;
  version: string;
  /** Says when several instances share the database but each keeps files on its own disk. */
  filesSharingWarning: ReturnType<typeof createFilesSharingCheck>;
  /** The platform's own VINO deployment, or undefined: the product then runs on its ledger alone. */
  chain: ChainConnection | undefined;
}

/**
 * The platform plugin: settings, mail, jobs, storage, sessions and the guards, the settings'
 * enforcement, the realtime hub, sign-in, notifications, the clock and the probes. Registered
 * before every module; it imports no module (what it needs from one is an extension point).
 */
export async function registerPlatform(app: FastifyInstance, deps: PlatformDeps): Promise<Platform> {
  const { config, database } = deps;
  const db = database.db;
  const settings = createSettingsService(db);
  const mailer = withEmailNotificationSwitch(
    deps.mailer ?? createMailer(db, { mail: config.mail, from: config.mailFrom }),
    settings,
  );
  const switches = notificationSwitches(settings);
  const events = new EventBus();
  app.decorate('events', events);
  const extensionPoints = new ExtensionPoints();
  const jobWorker = new JobWorker(db, app.log);
  registerMailDelivery(jobWorker, db, config);
  app.decorate('jobWorker', jobWorker);
  await registerEmbeddedVacuumJob(app, database);
  app.decorate('storage', await openFileStorage(config.storage));
  app.addHook('onClose', () => app.storage.close());
  const filesSharingWarning = createFilesSharingCheck(app.storage, database);
  app.addHook('onClose', () => jobWorker.stop());
  // With Redis the sign-in throttle is shared by every app node; without it, kept in this process.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const sessionCache = new SessionCache({
    read: (headers) => auth.api.getSession({ headers: fromNodeHeaders(headers) }),
    ttlMs: SESSION_CACHE_TTL_MS,
    redis,
    onError: (error) => app.log.warn({ err: error }, 'session cache Redis error'),
  });
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', () => sessionCache.close());
  const auth = await createAuth({
    db,
    config,
    mailer,
    settings,
    onUserCreated: (created) => events.emit('user.created', { userId: created.id, email: created.email, name: created.name }),
    onSessionsChanged: (userId) => sessionCache.forgetUser(userId),
  });
  const guards = createGuards(
    sessionCache,
    (user) => extensionPoints.get('loadRole')(user),
    (key) => extensionPoints.get('authenticateApiKey')(key),
    createSessionIdleCheck(db, settings),
  );
  // Before any gate looks the caller up: a forged cross-site write is refused at once.
  app.addHook('onRequest', crossOriginGuard(trustedOriginsFor(config.publicUrl)));
  app.addHook('onRequest', guards.checkApiKey);
  const httpMetrics = registerHttpMetrics(app, { guards, metricsToken: config.metricsToken });

  // Synchronous, and its constant JSON text sent as is: no promise and no serialisation per health
  // check (the probes arrive every few seconds from every load balancer).
  app.get(apiPaths.health, { schema: { hide: true } }, (_req, reply) => {
    reply.header('content-type', JSON_CONTENT_TYPE);
    return HEALTH_BODY;
  });
  app.get(apiPaths.ready, { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.ping();
      // Still ready (the balancer must keep it), but saying what the operator has to fix.
      const filesWarning = await filesSharingWarning();
      return filesWarning ? { status: 'ready', warnings: [filesWarning] } : { status: 'ready' };
    } catch {
      return reply.status(503).send({ error: { code: 'NOT_READY', message: 'The database is unreachable.' } });
    }
  });

  const throttle = redis ? new RedisLoginThrottle(redis) : new MemoryLoginThrottle();
  // Before every module's routes: maintenance, admin API allow-list and two-factor, API key rate.
  registerSettingsEnforcement(app, { db, settings, guards, demoMode: config.demoMode, redis });
  // Before the modules: they publish through app.realtime and register snapshots on it.
  await registerRealtime(app, {
    auth,
    database,
    redis,
    trustedOrigins: trustedOriginsFor(config.publicUrl),
    shouldPushNotification: switches.push,
  });
  registerAuthRoutes(app, { auth, db, settings, throttle, demoMode: config.demoMode, sessionCache });
  registerNotificationRoutes(app, { db, guards });
  const clock = createClock();
  app.decorate('clock', clock);
  registerClockRoutes(app, { db, clock, guards, canAdvance: config.demoMode || config.env === 'test' });

  return {
    config,
    database,
    db,
    guards,
    settings,
    mailer,
    clock,
    jobWorker,
    auth,
    sessionCache,
    redis,
    httpMetrics,
    switches,
    events,
    extensionPoints,
    version: APP_VERSION,
    filesSharingWarning,
    chain: deps.chain ?? (config.chain ? connectChain(config.chain) : undefined),
  };
}

/** After the modules: the client's files (the catch-all) and the check that every extension point is provided. */
export async function finishPlatform(app: FastifyInstance, platform: Platform): Promise<void> {
  const missing = platform.extensionPoints.missing();
  if (missing.length > 0) throw new Error(`No module provides: ${missing.join(', ')}.`);
  const { config, extensionPoints } = platform;
  if (config.serveClient)
    await registerStaticClient(app, config.clientDir, {
      isMissingPage: (urlPath) => extensionPoints.get('isMissingPage')(urlPath),
    });
}
