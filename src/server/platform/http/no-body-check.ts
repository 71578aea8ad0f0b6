import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { AppError } from './app-error';

export const NO_BODY_MESSAGE = 'This request takes no body.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

/**
 * The one strictness rule for writes that take no body (`POST …/approve`, `DELETE …/:id`): a JSON
 * body must be empty (`{}`) or absent, as a route with a schema refuses keys it does not name. A key
 * is refused 400 VALIDATION_FAILED naming it, an array, number, boolean or null "This request takes
 * no body."; uploads and routes with their own parser (form or raw bodies) read what they are sent
 * themselves.
 */
const refuseJsonBody: preValidationHookHandler = (request, _reply, done) => {
  const body: unknown = request.body;
  if (body === undefined || !JSON_TYPE.test(request.headers['content-type'] ?? '')) return done();
  // Text or bytes come from a route's own parser (the one-click unsubscribe, webhooks): its to read.
  if (typeof body === 'string' || Buffer.isBuffer(body)) return done();
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 0) return done();
    const fields = Object.fromEntries(keys.map((key) => [key, `Unknown field: ${key}`]));
    return done(new AppError(400, 'VALIDATION_FAILED', fields[keys[0]!]!, fields));
  }
  done(new AppError(400, 'VALIDATION_FAILED', NO_BODY_MESSAGE, { body: NO_BODY_MESSAGE }));
};

/** Adds the check to every `/api/v1` write route registered without a body schema. */
export function registerNoBodyCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/v1/') || route.schema?.body !== undefined) return;
    if (!methods.some((m) => WRITE_METHODS.has(m))) return;
    const existing = route.preValidation;
    route.preValidation = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      refuseJsonBody,
    ];
  });
}
