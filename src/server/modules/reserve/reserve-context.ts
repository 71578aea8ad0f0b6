import type { FastifyBaseLogger } from 'fastify';
import type { AuditorKey } from '../../../domain/reserve/reserve-cosignature';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import type { EventBus } from '../../platform/events/event-bus';
import type { ReserveComplianceAlert } from './reserve-module';
import type { AttestationCache } from './attestation-cache';
import type { ReserveSigningKey } from './signing-key';

/** What the reserve's use cases share. */
export interface ReserveContext {
  db: Database;
  clock: Clock;
  key: ReserveSigningKey;
  /** The auditors whose co-signatures are accepted and published (RESERVE_AUDITOR_PUBLIC_KEYS). */
  auditors: readonly AuditorKey[];
  cache: AttestationCache;
  log: FastifyBaseLogger;
  /** Compliance alerts (manifest mismatches, paused minting), announced for the admin's system alerts. */
  raiseComplianceAlert(alert: ReserveComplianceAlert): Promise<void>;
  /** Announces `reserve.changed` (an approved change, a new statement) to the figures built on it. */
  events: Pick<EventBus, 'emit'>;
  /** The secure-mint gate with the current maximum statement age (the admin setting). */
  maxStatementAgeMs(): Promise<number>;
  /** VINO held on chain outside custody (8 decimals; '0' when no chain is configured). */
  onChainCirculation(): Promise<string>;
}
