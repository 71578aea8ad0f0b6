import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../platform/http/app-error';
import { ForwardedCallSchema, marketMoved } from './forwarded-call';
import { FORWARD_SIGNATURE_HEADER, isForwardedBodySigned } from './forwarding-signature';
import type { MarketContext } from './market-context';
import { runForwardedCall } from './run-forwarded-call';
import { OWNER_CALL_PATH } from './send-to-owner';

/**
 * The owner's side of forwarding (ADR 010): another instance POSTs a market call here, signed with
 * the key derived from AUTH_SECRET; it runs through the same use case as a request to this instance
 * and its answer (or AppError, same status and body) goes back. Outside /api/: no rate limit, no
 * session (the forwarding instance authenticated the user). Kept raw in its own scope, since the
 * signature covers the exact bytes.
 */
export async function registerOwnerRoutes(
  app: FastifyInstance,
  deps: { ctx: MarketContext; key: Buffer },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(OWNER_CALL_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!isForwardedBodySigned(deps.key, raw, request.headers[FORWARD_SIGNATURE_HEADER] as string | undefined))
        throw new AppError(401, 'INVALID_SIGNATURE', 'Forwarded market call signature verification failed.');
      let parsed;
      try {
        parsed = ForwardedCallSchema.safeParse(JSON.parse(raw));
      } catch {
        throw badRequest('Forwarded market call is not JSON.');
      }
      if (!parsed.success) throw badRequest('Forwarded market call is invalid.');
      const call = parsed.data;
      // No second hop: the caller looks the owner up again and retries.
      if (!deps.ctx.ownership.owns(call.market)) throw marketMoved();
      return { answer: await runForwardedCall(deps.ctx, call) };
    });
  });
}
