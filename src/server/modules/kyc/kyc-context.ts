import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { EventBus } from '../../platform/events/event-bus';
import type { Mailer } from '../../platform/mailer/mailer';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Everything the KYC use cases share. */
export interface KycContext {
  db: Database;
  mailer: Mailer;
  /** Private file storage: documents are only ever read back through the authorised route. */
  storage: FileStorage;
  /** Where the e-mails link to. */
  publicUrl: string;
  demoMode: boolean;
  log: FastifyBaseLogger;
  /** Announces `kyc.status-changed` once a decision has committed. */
  events: Pick<EventBus, 'emit'>;
}

/** Request metadata the audit rows carry. */
export interface RequestMeta {
  ipAddress: string;
  requestId: string;
}

/** The request's metadata for the audit rows. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({ ipAddress: request.ip, requestId: request.id });
