import type { AppConfig } from '../../src/server/config';
import { createLoggerOptions } from '../../src/server/platform/observability/request-log';

/** Hot public endpoints: /healthz (no I/O) and the cached public reads every page polls. */
export const OVERHEAD_TARGETS = [
  '/healthz',
  '/api/v1/metrics',
  '/api/v1/presale',
  '/api/v1/wine-assets/showcase',
  '/api/v1/prices',
] as const;

/** Issue 17's floors, as a ratio to the bare node:http server measured in the same run. */
export const OVERHEAD_FLOORS: Record<string, number> = {
  '/healthz': 0.6,
  '/api/v1/metrics': 0.5,
  '/api/v1/presale': 0.5,
  '/api/v1/wine-assets/showcase': 0.5,
  '/api/v1/prices': 0.5,
};

/** The production logger (level, redaction, one line per request), writing to /dev/null, not stdout. */
export function benchLogger(config: AppConfig): object {
  return createLoggerOptions(config.logLevel, '/dev/null');
}
