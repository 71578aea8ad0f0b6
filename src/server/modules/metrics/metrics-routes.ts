import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PlatformMetricsSchema,
  PresaleSchema,
  ReservesSchema,
  type PlatformMetrics,
  type Presale,
} from '../../../contracts/metrics';
import { apiPaths } from '../../../contracts/api-paths';
import { METRICS_CACHE_TTL_MS } from '../../../domain/constants';
import type { Database } from '../../db/client';
import type { SettingsService } from '../../platform/settings/settings-service';
import { TtlCache } from '../../platform/ttl-cache';
import { getPlatformMetrics } from './get-platform-metrics';
import { getPresale } from './get-presale';
import { getPublishedReserves, withAttestationAge, type PublishedReserves } from './get-published-reserves';

/** Drops the cached figures that depend on the wine reserve, so an admin's change shows at once. */
export interface MetricsCaches {
  invalidateReserveFigures(): void;
}

/** Public figures, cached for the spec's 30 s metrics TTL so polling home pages cost one query a period. */
export function registerMetricsRoutes(
  app: FastifyInstance,
  deps: { db: Database; settings: SettingsService },
): MetricsCaches {
  const metricsCache = new TtlCache<PlatformMetrics>(METRICS_CACHE_TTL_MS);
  const reservesCache = new TtlCache<PublishedReserves>(METRICS_CACHE_TTL_MS);
  const presaleCache = new TtlCache<Presale>(METRICS_CACHE_TTL_MS);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cacheHeader = `public, max-age=${METRICS_CACHE_TTL_MS / 1000}`;

  r.get(
    apiPaths.metrics,
    { schema: { tags: ['metrics'], summary: 'Platform metrics', response: { 200: PlatformMetricsSchema } } },
    // A cache hit is answered without a promise (these are polled by every page).
    (_req, reply) => {
      reply.header('cache-control', cacheHeader);
      return metricsCache.peek('metrics') ?? metricsCache.get('metrics', () => getPlatformMetrics(deps.db));
    },
  );

  r.get(
    apiPaths.reserves,
    {
      schema: {
        tags: ['metrics'],
        summary: 'Wine reserve and backing ratio, as the latest signed reserve statement attests them',
        response: { 200: ReservesSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', cacheHeader);
      const body = await reservesCache.get('reserves', () => getPublishedReserves(deps.db));
      return withAttestationAge(body, Date.now());
    },
  );

  r.get(
    apiPaths.presale,
    { schema: { tags: ['metrics'], summary: 'Presale offer and counters', response: { 200: PresaleSchema } } },
    (_req, reply) => {
      reply.header('cache-control', cacheHeader);
      return (
        presaleCache.peek('presale') ??
        presaleCache.get('presale', async () => getPresale(deps.db, (await deps.settings.get()).presale))
      );
    },
  );

  return {
    invalidateReserveFigures: () => {
      metricsCache.clear();
      reservesCache.clear();
    },
  };
}
