import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { SettingsService } from '../../platform/settings/settings-service';
import type { LatencySnapshot } from './performance/api-latency';
import type { ProcessSample } from './performance/process-sampler';

/** The previous measurement, kept in this process: trends of live figures compare with it. */
export interface PreviousMeasurement {
  latency: LatencySnapshot;
  process: ProcessSample;
  databaseQueryMs: number;
}

export interface EnterpriseContext {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  settings: SettingsService;
  httpMetrics: Registry;
  ping: () => Promise<void>;
  /** Mutable per-process state of the Performance Center. */
  state: { previous?: PreviousMeasurement; recommendationKeys: Set<string>; bytesServed: number; since: number };
}

export interface EnterpriseActor {
  userId: string;
  email: string;
  ipAddress: string;
  requestId: string;
}
