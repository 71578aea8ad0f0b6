import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/register-platform';
import { registerMetricsFeeds } from './metrics-feeds';
import { registerMetricsRoutes } from './metrics-routes';

// The API other modules may call (they import this door, never the files behind it).
export { getPlatformMetrics } from './get-platform-metrics';
export { getReserves } from './get-reserves';
export { getPublishedReserves } from './get-published-reserves';

/** Public platform metrics, reserves and presale; the backing-ratio channel. */
export function registerMetricsModule(app: FastifyInstance, platform: Platform): void {
  const caches = registerMetricsRoutes(app, { db: platform.db, settings: platform.settings });
  // The reserve figures count the wine: a changed asset shows on the next request.
  platform.events.on('wine.changed', () => caches.invalidateReserveFigures());
  // So do an approved reserve change (a tokenisation mints) and a newly signed statement.
  platform.events.on('reserve.changed', () => caches.invalidateReserveFigures());
  registerMetricsFeeds(app.realtime, platform.db);
}
