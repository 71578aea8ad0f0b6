import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import type { Clock } from '../../platform/clock/clock';
import type { SettingsService } from '../../platform/settings/settings-service';

/** What the bridge's use cases share; `chain` is undefined when no VINO contract is configured. */
export interface ChainContext {
  db: Database;
  chain: ChainConnection | undefined;
  settings: SettingsService;
  clock: Clock;
  log: FastifyBaseLogger;
}
