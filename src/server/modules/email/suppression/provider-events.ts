import { z } from 'zod';
import type { SuppressionReason } from '../../../platform/mailer/suppression';

/** What a provider's webhook tells us that matters: this address must not get mail again. */
export interface SuppressionEvent {
  email: string;
  reason: SuppressionReason;
  detail: string | null;
}

/**
 * Provider A posts a JSON array of events. A `bounce` (a hard one: not type `blocked`, which is a
 * temporary refusal) and a `spamreport` suppress the address; delivered, open, click … are ignored.
 */
const ProviderAEvents = z.array(
  z.looseObject({
    email: z.string().email(),
    event: z.string(),
    type: z.string().optional(),
    reason: z.string().optional(),
  }),
);

export function providerASuppressions(body: unknown): SuppressionEvent[] | null {
  const parsed = ProviderAEvents.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.flatMap((e): SuppressionEvent[] => {
    if (e.event === 'spamreport') return [{ email: e.email, reason: 'complaint', detail: e.reason ?? null }];
    if (e.event === 'bounce' && e.type !== 'blocked')
      return [{ email: e.email, reason: 'bounce', detail: e.reason ?? null }];
    return [];
  });
}

/**
 * Provider B posts one event: { signature: {timestamp, token, signature}, "event-data": {event,
 * severity, recipient} }. A permanent `failed` and a `complained` suppress the address.
 */
export const ProviderBEvent = z.object({
  signature: z.object({ timestamp: z.string(), token: z.string(), signature: z.string() }),
  'event-data': z.looseObject({
    event: z.string(),
    recipient: z.string().email(),
    severity: z.string().optional(),
    reason: z.string().optional(),
  }),
});

export function providerBSuppression(event: z.infer<typeof ProviderBEvent>): SuppressionEvent | null {
  const data = event['event-data'];
  if (data.event === 'complained') return { email: data.recipient, reason: 'complaint', detail: data.reason ?? null };
  if (data.event === 'failed' && data.severity === 'permanent')
    return { email: data.recipient, reason: 'bounce', detail: data.reason ?? null };
  return null;
}
