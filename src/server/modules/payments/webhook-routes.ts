import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../contracts/api-paths';
import { handleProviderEvent } from './handle-provider-event';
import { WebhookSignatureError } from './payment-provider';
import type { PaymentsContext } from './payments-context';

/**
 * POST /api/{provider}/webhook. Signatures are computed over the exact bytes sent, so this route
 * (and only this one, in its own encapsulated scope) keeps the body raw instead of parsing JSON.
 * A bad or stale signature is a 400 and nothing is recorded; a replayed event is acknowledged (200)
 * and changes nothing; a processing failure is a 500 so the provider retries later.
 */
export async function registerWebhookRoute(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      apiPaths.payments.webhook.replace(':provider', ctx.provider.name),
      { schema: { tags: ['payments'], summary: 'Provider webhook (signed)' }, config: { rateLimit: false } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = ctx.provider.verifyWebhook(raw, request.headers);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError) && !(error instanceof SyntaxError)) throw error;
          return reply.status(400).send({
            error: {
              code: 'INVALID_SIGNATURE',
              message: 'Webhook signature verification failed.',
              requestId: request.id,
            },
          });
        }
        const { duplicate } = await handleProviderEvent(ctx, event);
        return { received: true, duplicate };
      },
    );
  });
}
