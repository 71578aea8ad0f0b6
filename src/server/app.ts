import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { apiPaths } from '../contracts/api-paths';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createAuth, trustedOriginsFor } from './platform/auth/create-auth';
import { registerAuthRoutes } from './platform/auth/auth-routes';
import { createGuards } from './platform/auth/guards';
import { SESSION_CACHE_TTL_MS, SessionCache } from './platform/auth/session-cache';
import { isTwoFactorEnabled } from './platform/auth/is-two-factor-enabled';
import { MemoryLoginThrottle, RedisLoginThrottle } from './platform/auth/login-throttle';
import { Redis } from 'ioredis';
import { fromNodeHeaders } from 'better-auth/node';
import { registerErrorHandlers } from './platform/http/error-handler';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { registerRateLimits } from './platform/http/rate-limit';
import { createRequestIdGenerator } from './platform/http/request-ids';
import { registerResponseHeaders } from './platform/http/response-headers';
import { registerStaticClient } from './platform/http/static-client';
import { JobWorker } from './platform/jobs/job-queue';
import { registerEmbeddedVacuumJob } from './platform/jobs/embedded-vacuum-job';
import { createMailer, registerMailDelivery, type Mailer } from './platform/mailer/mailer';
import { registerNotificationRoutes } from './platform/notifications/notification-routes';
import { registerRealtime } from './platform/realtime/register-realtime';
import { registerHttpMetrics } from './platform/observability/http-metrics';
import { createLoggerOptions, RequestLogController, requestChildLogger } from './platform/observability/request-log';
import type { FileStorage } from './platform/storage/file-storage';
import { openFileStorage } from './platform/storage/open-file-storage';
import { createFilesSharingCheck } from './platform/storage/files-sharing-check';
import { createSettingsService } from './platform/settings/settings-service';
import { registerAdminSettingsRoutes } from './modules/admin/admin-settings-routes';
import { registerSettingsEnforcement } from './modules/admin/settings-enforcement';
import { createSessionIdleCheck } from './modules/admin/session-idle-timeout';
import { registerOrderTimeoutJob } from './modules/admin/order-timeout';
import { notificationSwitches, withEmailNotificationSwitch } from './modules/admin/notification-switches';
import { registerAdminOverviewModule } from './modules/admin/admin-overview-module';
import { registerAdminUsersRoutes } from './modules/admin/admin-users-routes';
import { registerReportsRoutes } from './modules/reports/reports-routes';
import { registerContactRoutes } from './modules/contact/contact-routes';
import { registerDocumentRoutes } from './modules/documents/documents-routes';
import { registerMetricsRoutes } from './modules/metrics/metrics-routes';
import { registerEmailModule } from './modules/email/email-module';
import { scheduleWelcomeSequence } from './modules/email/lifecycle/lifecycle-schedule';
import { registerAdminBlogRoutes } from './modules/content/admin-blog-routes';
import { registerBlogRoutes } from './modules/content/blog-routes';
import { registerScheduledPostsJob } from './modules/content/scheduled-posts-job';
import { registerAnalyticsRoutes } from './modules/analytics/analytics-routes';
import { registerFitModelsJob } from './modules/analytics/fit-models-job';
import { registerFaqRoutes } from './modules/content/faq-routes';
import { isMissingBlogPage } from './modules/content/is-missing-blog-page';
import { registerSeoRoutes } from './modules/seo/seo-routes';
import { loadRole } from './modules/profiles/load-role';
import { registerProfileRoutes } from './modules/profiles/profile-routes';
import { registerSettingsRoutes } from './modules/profiles/settings-routes';
import { registerPortfolioRoutes } from './modules/portfolio/portfolio-routes';
import { registerPriceAlertRoutes } from './modules/price-alerts/price-alerts-routes';
import { createApiKeyAuthenticator } from './modules/api-keys/authenticate-api-key';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys-routes';
import { registerSystemRoutes } from './modules/system/system-routes';
import { registerTelemetryRoutes } from './modules/telemetry/telemetry-routes';
import { registerWineRoutes } from './modules/wine/wine-routes';
import { registerAdminWineRoutes } from './modules/wine/admin-wine-routes';
import { registerPricesRoutes } from './modules/prices/prices-routes';
import { registerLedgerRoutes } from './modules/ledger/ledger-routes';
import { registerMarketModule } from './modules/market/market-module';
import { forwardingKey } from './modules/market/forwarding-signature';
import { cachedMarketTicker, getMarketTicker } from './modules/market/get-market-ticker';
import { registerTradeVolumePruneJob } from './modules/market/trade-volume-retention';
import { registerMetricsFeeds } from './modules/metrics/metrics-feeds';
import { registerStakingFeeds } from './modules/staking/staking-feeds';
import { registerWineFeeds } from './modules/wine/wine-feeds';
import { registerPaymentsModule } from './modules/payments/payments-module';
import { registerStakingModule } from './modules/staking/staking-module';
import { registerRebalancerModule } from './modules/rebalancer/rebalancer-module';
import { registerWalletRoutes } from './modules/wallet/wallet-routes';
import { registerSessionsRoutes } from './modules/sessions/sessions-routes';
import { registerRedemptionModule } from './modules/redemption/redemption-module';
import { registerKycModule } from './modules/kyc/kyc-module';
import { registerComplianceModule } from './modules/compliance/compliance-module';
import { registerAdminDocumentsModule } from './modules/documents/admin-documents-module';
import { registerAnnouncementRoutes } from './modules/announcements/announcements-routes';
import { registerEnterpriseModule } from './modules/enterprise/enterprise-module';
import { createClock, type Clock } from './platform/clock/clock';
import { registerClockRoutes } from './platform/clock/clock-routes';

export const APP_VERSION = '0.1.0';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const HEALTH_BODY = JSON.stringify({ status: 'ok' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs durable jobs; main.ts starts it, tests call runDueJobs(). Stopped when the app closes. */
    jobWorker: JobWorker;
    /** Uploaded and generated files (local disk by default, or an S3-compatible bucket). */
    storage: FileStorage;
    /** The app clock time-based features read (advanceable only in demo mode and tests). */
    clock: Clock;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests may pass a mailer; by default the outbox/SMTP mailer of the config is built. */
  mailer?: Mailer;
  logger?: boolean | object;
}

/** Builds the HTTP application: cross-cutting plugins first, then one register call per module. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const db = database.db;
  const nextRequestId = createRequestIdGenerator();
  // The health probes and the public cached reads are counted per route, not logged one by one.
  const requestLog = new RequestLogController({ summarisedPaths: [apiPaths.health, apiPaths.ready] });
  const app = Fastify({
    // JSON lines to stdout, one per request, written in batches (secrets redacted); see
    // platform/observability/request-log.ts.
    logger: deps.logger ?? createLoggerOptions(config.logLevel),
    logController: requestLog,
    childLoggerFactory: requestChildLogger,
    genReqId: (req) => nextRequestId(req.headers['x-request-id']),
    requestIdHeader: false,
    // Trusting every peer would let any client pick its own address with X-Forwarded-For and
    // walk around the rate limits and the sign-in throttle.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  requestLog.summariseInto(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // The request id and the security headers, on every reply (404s, errors, rate-limited).
  registerResponseHeaders(app, { isHttps: config.publicUrl.startsWith('https://') });
  registerErrorHandlers(app);
  // The limit guards the API (per client address; the client's files, health checks and scrapes are
  // not the API): decided once per route as it is registered, so it must come before every route.
  registerRateLimits(app, { max: config.rateLimitPerMinute, windowMs: 60_000 });
  await app.register(swagger, {
    openapi: { info: { title: 'VINO API', version: APP_VERSION, description: 'The VINO platform HTTP API.' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiPaths.docs, staticCSP: true });

  const settings = createSettingsService(db);
  const mailer = withEmailNotificationSwitch(
    deps.mailer ?? createMailer(db, { mail: config.mail, from: config.mailFrom }),
    settings,
  );
  const switches = notificationSwitches(settings);
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
    onUserCreated: (userId) => scheduleWelcomeSequence(db, userId, app.clock.now()),
    onSessionsChanged: (userId) => sessionCache.forgetUser(userId),
  });
  const guards = createGuards(
    sessionCache,
    (user) => loadRole(db, user, config.demoMode),
    createApiKeyAuthenticator(db),
    createSessionIdleCheck(db, settings),
  );
  app.addHook('onRequest', guards.checkApiKey);
  const httpMetrics = registerHttpMetrics(app, { guards, metricsToken: config.metricsToken });

  // Synchronous, and its constant JSON text sent as is: no promise and no serialisation per health
  // check (issue 17).
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
  registerProfileRoutes(app, { db, guards, demoMode: config.demoMode });
  registerSettingsRoutes(app, {
    db,
    guards,
    demoMode: config.demoMode,
    twoFactorEnabled: (userId) => isTwoFactorEnabled(db, userId),
  });
  registerSessionsRoutes(app, { db, auth, sessionCache });
  registerNotificationRoutes(app, { db, guards });
  registerApiKeyRoutes(app, { db, guards });
  const metricsCaches = registerMetricsRoutes(app, { db, settings });
  const wineCaches = registerWineRoutes(app, { db, guards });
  registerLedgerRoutes(app, { db, guards, demoMode: config.demoMode });
  await registerMarketModule(app, {
    db,
    guards,
    settings,
    demoMode: config.demoMode,
    realtime: app.realtime,
    batchAcrossMarkets: database.kind === 'embedded',
    // Several instances may share PostgreSQL: each market is owned by one of them (ADR 010).
    ...(database.openSession
      ? {
          ownership: {
            openSession: database.openSession,
            address: config.internalUrl,
            key: forwardingKey(config.authSecret),
          },
        }
      : {}),
  });
  await registerOrderTimeoutJob(app, app.market.context);
  await registerTradeVolumePruneJob(app, app.market.context);
  registerPortfolioRoutes(app, { ctx: app.market.context, guards });
  registerPriceAlertRoutes(app, {
    db,
    guards,
    isEnabled: switches.priceAlerts,
    lastPrice: async (market) => (await getMarketTicker(app.market.context, market)).last,
  });
  // PRODUCT.md: the token price is the exchange's last VINO/USD trade; reference data until one exists.
  registerPricesRoutes(app, {
    db,
    vinoUsdTicker: () => getMarketTicker(app.market.context, 'VINO-USD'),
    cachedVinoUsdTicker: () => cachedMarketTicker(app.market.context, 'VINO-USD'),
  });
  await registerPaymentsModule(app, {
    db,
    config,
    guards,
    settings,
    mailer,
    lastVinoPrice: async () => (await getMarketTicker(app.market.context, 'VINO-USD')).last,
    lastVinoEthPrice: async () => (await getMarketTicker(app.market.context, 'VINO-ETH')).last,
  });
  const clock = createClock();
  app.decorate('clock', clock);
  registerClockRoutes(app, { db, clock, guards, canAdvance: config.demoMode || config.env === 'test' });
  await registerStakingModule(app, { db, guards, settings, clock, demoMode: config.demoMode, realtime: app.realtime });
  await registerRebalancerModule(app, { market: app.market.context, guards, clock, demoMode: config.demoMode });
  registerWalletRoutes(app, { db, guards, clock, publicUrl: config.publicUrl });
  registerContactRoutes(app, { db, guards });
  registerDocumentRoutes(app, { db, guards, mailer, demoMode: config.demoMode });
  registerRedemptionModule(app, {
    db,
    guards,
    mailer,
    publicUrl: config.publicUrl,
    lastExchangePrice: async () => (await getMarketTicker(app.market.context, 'VINO-USD')).last,
    realtime: app.realtime,
  });
  await registerEmailModule(app, {
    db,
    mailer,
    guards,
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    mail: config.mail,
    clock,
    worker: jobWorker,
  });
  registerBlogRoutes(app, {
    db,
    guards,
    visitorSecret: config.authSecret,
    isHttps: config.publicUrl.startsWith('https://'),
  });
  registerAdminBlogRoutes(app, { db, guards, clock });
  registerAdminWineRoutes(app, {
    db,
    guards,
    clock,
    onWineChanged: () => {
      wineCaches.invalidatePublicWine();
      metricsCaches.invalidateReserveFigures();
    },
  });
  await registerScheduledPostsJob(app, { db, clock });
  registerFaqRoutes(app, { db });
  registerSeoRoutes(app, { db, publicUrl: config.publicUrl });
  registerTelemetryRoutes(app, { db, guards });
  registerSystemRoutes(app, { config, database, settings, guards, version: APP_VERSION, filesSharingWarning });
  registerAdminSettingsRoutes(app, { db, settings, guards });
  await registerAdminOverviewModule(app, { db, guards });
  await registerKycModule(app, { db, guards, mailer, publicUrl: config.publicUrl, demoMode: config.demoMode });
  registerAdminUsersRoutes(app, { db, guards });
  await registerComplianceModule(app, { db, guards, clock });
  await registerAdminDocumentsModule(app, { db, guards, clock });
  registerAnnouncementRoutes(app, {
    ctx: { db, clock },
    guards,
    loadRole: (user) => loadRole(db, user, config.demoMode),
  });
  registerReportsRoutes(app, { db, guards });
  registerEnterpriseModule(app, { db, guards, config, settings, httpMetrics, ping: () => database.ping() });
  registerAnalyticsRoutes(app, { db, guards, settings });
  await registerFitModelsJob(app, { db });
  // The reserve channels of operator spec section 7: published when what they carry changes.
  registerWineFeeds(app.realtime, db);
  registerMetricsFeeds(app.realtime, db);
  registerStakingFeeds(app.realtime, db);

  if (config.serveClient)
    await registerStaticClient(app, config.clientDir, { isMissingPage: (urlPath) => isMissingBlogPage(db, urlPath) });
  return app;
}
