import type { mailOutbox } from '../../../db/schema';

/** One outbox row as a transport delivers it. */
export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Delivers one mail; throws on failure so the job queue retries with backoff. */
export type DeliverMail = (mail: QueuedMail) => Promise<void>;

/** 'VINO <no-reply@vino.example>' → { name: 'VINO', email: 'no-reply@vino.example' }. */
export function parseAddress(address: string): { email: string; name?: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(address);
  if (!match) return { email: address.trim() };
  const name = match[1]!.replace(/^"|"$/g, '');
  return name ? { email: match[2]!, name } : { email: match[2]! };
}

/** A provider's refusal, with a short excerpt of its answer (never the request, which holds the key). */
export async function assertAccepted(provider: string, res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await res.text().catch(() => '')).slice(0, 200);
  throw new Error(`${provider} refused the mail: HTTP ${res.status} ${body}`.trim());
}

/** A provider that does not answer in time counts as a failure (the job retries later). */
export const PROVIDER_TIMEOUT_MS = 15_000;
