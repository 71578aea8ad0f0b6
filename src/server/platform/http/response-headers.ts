import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../contracts/api-paths';
import { buildSecurityHeaders, withoutDocumentOnlyHeaders } from './security-headers';

/** Paths outside /api/ that answer JSON or text for machines: health checks and the metrics scrape. */
const MACHINE_PATHS = new Set<string>([apiPaths.health, apiPaths.ready, '/metrics']);

/**
 * An API answer (JSON, or a file an API route sends with its own CSP) rather than a document: every
 * /api/ path but the API docs' pages, and the health and metrics paths.
 */
export function isApiRequest(url: string): boolean {
  if (url.startsWith('/api/')) return !url.startsWith(`${apiPaths.docs}/`) && url !== apiPaths.docs;
  const query = url.indexOf('?');
  return MACHINE_PATHS.has(query === -1 ? url : url.slice(0, query));
}

/** A header set as two parallel arrays, walked by index on every request. */
function namesAndValues(headers: Readonly<Record<string, string>>): { names: string[]; values: string[] } {
  const names = Object.keys(headers);
  return { names, values: names.map((name) => headers[name]!) };
}

/**
 * The headers every reply carries: its request id (`x-request-id`, the id its log lines and audit
 * rows carry) and the security headers, built once, here. One synchronous `onRequest` hook sets them
 * all, so 404s, errors and rate-limited replies carry them too (one hook instead of two).
 * Pages, the client's files and the API docs get them all; API responses leave out the five that only
 * act on documents (security-headers.ts). Fewer headers per reply made API requests about a quarter
 * cheaper in CPU (docs/performance.md): Fastify keeps a reply's headers in one object, and
 * past about a dozen keys it becomes a slow dictionary for Fastify and Node alike. Routes may still
 * override one (the API docs set their own CSP in onSend).
 */
export function registerResponseHeaders(app: FastifyInstance, options: { isHttps: boolean }): void {
  const documentHeaders = buildSecurityHeaders(options);
  const forDocuments = namesAndValues(documentHeaders);
  const forApi = namesAndValues(withoutDocumentOnlyHeaders(documentHeaders));
  app.addHook('onRequest', (request, reply, done) => {
    const { names, values } = isApiRequest(request.url) ? forApi : forDocuments;
    reply.header('x-request-id', request.id);
    for (let i = 0; i < names.length; i++) reply.header(names[i]!, values[i]);
    done();
  });
}
