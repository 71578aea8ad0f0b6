import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export const NON_CANONICAL_PATH_CODE = 'NON_CANONICAL_PATH';
export const NON_CANONICAL_PATH_MESSAGE =
  'This address is not written the canonical way (encoded letters, digits or slashes, doubled slashes, dot segments or a trailing slash). Use the plain path.';

/**
 * A percent-escape the router would decode into something that changes which route matches:
 * an unreserved character (letters, digits, - . _ ~), a slash or a backslash. Other escapes
 * (spaces, non-ASCII text in a slug) are ordinary and stay allowed.
 */
const ROUTING_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e)/i;
/** A `%` that does not start a two-digit hex escape. */
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;
const DOUBLE_SLASH = '//';
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/** Whether the path part of `url` is written the one way the router and the gates agree on. */
export function isCanonicalPath(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path.includes('%') && (ROUTING_ESCAPE.test(path) || BROKEN_ESCAPE.test(path))) return false;
  if (path.includes(DOUBLE_SLASH) || path.includes('\\') || DOT_SEGMENT.test(path)) return false;
  // No API route ends in a slash; `/api/v1/blog/posts/` would otherwise reach `…/posts/:slug` empty.
  return !(path.length > 1 && path.endsWith('/') && path.startsWith('/api/'));
}

/**
 * Refuses non-canonical spellings of a path with 400 before any other hook looks at the request:
 * the router decodes `%61pi` to `api`, so a check on the raw spelling and the route that runs could
 * disagree. The gates themselves decide on the matched route (route-path.ts); this hook closes the
 * door for anything that reads the raw URL (logs, rate-limit scoping, wildcard routes).
 */
export function registerCanonicalPathCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (isCanonicalPath(request.url)) return done();
    done(new AppError(400, NON_CANONICAL_PATH_CODE, NON_CANONICAL_PATH_MESSAGE));
  });
}
