import type { FastifyInstance } from 'fastify';
import { buildSecurityHeaders } from './security-headers';

/**
 * The headers every reply carries: its request id (`x-request-id`, the id its log lines and audit
 * rows carry) and the security headers. One synchronous `onRequest` hook sets them all, so 404s,
 * errors and rate-limited replies carry them too; the security headers are built once, here (issue
 * 17: one hook instead of two, each a step of Fastify's hook runner on every request). Routes may
 * still override one (the API docs set their own CSP in onSend).
 */
export function registerResponseHeaders(app: FastifyInstance, options: { isHttps: boolean }): void {
  const headers = buildSecurityHeaders(options);
  const names = Object.keys(headers);
  const values = names.map((name) => headers[name]!);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    for (let i = 0; i < names.length; i++) reply.header(names[i]!, values[i]);
    done();
  });
}
