import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '../../../../contracts/api-paths';
import type { Database } from '../../../db/client';
import type { MailConfig } from '../../../platform/mailer/mail-config';
import { suppressAddress } from '../../../platform/mailer/suppression';
import { writeAuditLog } from '../../../platform/audit-log';
import { recordAddressEvent } from '../campaigns/campaign-events';
import type { EmailLinks } from '../email-links';
import { unsubscribeByToken } from '../unsubscribe-by-token';
import { providerASuppressions, providerBSuppression, ProviderBEvent, type SuppressionEvent } from './provider-events';
import { verifyProviderA, verifyProviderB } from './webhook-signatures';

interface WebhookDeps {
  db: Database;
  secrets: MailConfig['webhookSecrets'];
  links: EmailLinks;
  linkSecret: string;
}

const refuse = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(401).send({
    error: { code: 'INVALID_SIGNATURE', message: 'Webhook signature verification failed.', requestId: request.id },
  });

const notConfigured = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.', requestId: request.id } });

function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  const text = raw.toString('utf8');
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function suppressAll(db: Database, source: string, events: SuppressionEvent[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const e of events) {
      await suppressAddress(tx, { email: e.email, reason: e.reason, source, detail: e.detail });
      // Credited to the campaign last mailed to the address, for Email Analytics.
      await recordAddressEvent(tx, e.email, e.reason);
      await writeAuditLog(tx, {
        actorUserId: null,
        action: `email.suppressed.${e.reason}`,
        entityType: 'email_suppression',
        entityId: e.email.toLowerCase(),
        data: { source, detail: e.detail },
      });
    }
  });
}

/**
 * The mail providers' webhooks. Bounces and complaints put the address on the suppression list the
 * mailer checks before every send. Each is signed with an HMAC secret (MAIL_PROVIDER_*_WEBHOOK_SECRET):
 * an unsigned, forged or stale call is a 401 and changes nothing; without a secret the route is a 404.
 * Signatures cover the exact bytes, so these routes keep the body raw in their own scope.
 */
export async function registerProviderWebhookRoutes(app: FastifyInstance, deps: WebhookDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const raw = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
    const options = { schema: { hide: true }, config: { rateLimit: false } } as const;

    scope.post(apiPaths.mailWebhooks.providerA, options, async (request, reply) => {
      const secret = deps.secrets.providerA;
      if (!secret) return notConfigured(request, reply);
      const signed = verifyProviderA(secret, raw(request), {
        timestamp: request.headers['x-webhook-timestamp'] as string | undefined,
        signature: request.headers['x-webhook-signature'] as string | undefined,
      });
      if (!signed) return refuse(request, reply);
      const events = providerASuppressions(parseBody(raw(request), request.headers['content-type']));
      if (!events) return reply.status(400).send({ error: { code: 'VALIDATION', message: 'Unreadable events.' } });
      await suppressAll(deps.db, 'provider-a', events);
      return { received: true, suppressed: events.length };
    });

    scope.post(apiPaths.mailWebhooks.providerB, options, async (request, reply) => {
      const secret = deps.secrets.providerB;
      if (!secret) return notConfigured(request, reply);
      const parsed = ProviderBEvent.safeParse(parseBody(raw(request), request.headers['content-type']));
      if (!parsed.success || !verifyProviderB(secret, parsed.data.signature)) return refuse(request, reply);
      const event = providerBSuppression(parsed.data);
      if (event) await suppressAll(deps.db, 'provider-b', [event]);
      return { received: true, suppressed: event ? 1 : 0 };
    });

    // Provider B's inbound route forwards mail sent to the List-Unsubscribe mailto address; its
    // subject is "unsubscribe <signed token>", the same proof the one-click URL carries.
    scope.post(apiPaths.mailWebhooks.providerBInbound, options, async (request, reply) => {
      const secret = deps.secrets.providerB;
      if (!secret) return notConfigured(request, reply);
      const body = parseBody(raw(request), request.headers['content-type']) as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || !verifyProviderB(secret, body)) return refuse(request, reply);
      const token = /^\s*unsubscribe\s+([A-Za-z0-9_.-]+)\s*$/i.exec(String(body['subject'] ?? ''))?.[1];
      if (!token) return { received: true, unsubscribed: false };
      try {
        await unsubscribeByToken({ db: deps.db, links: deps.links, linkSecret: deps.linkSecret }, token);
        return { received: true, unsubscribed: true };
      } catch {
        // A forged or expired token in a mail is not the provider's fault: acknowledged, nothing changes.
        return { received: true, unsubscribed: false };
      }
    });
  });
}
