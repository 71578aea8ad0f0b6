import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error';
import { routePath } from './route-path';

export const CROSS_ORIGIN_CODE = 'CROSS_ORIGIN_REQUEST';
export const CROSS_ORIGIN_MESSAGE =
  'This request came from another website and was refused. Open VINO directly and try again.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Better Auth's session cookie, with or without the `__Secure-` prefix. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Why a request is refused, or null when it may go on. */
export function crossOriginRefusal(
  headers: { origin?: string; 'sec-fetch-site'?: string; cookie?: string },
  method: string,
  path: string | null,
  trustedOrigins: ReadonlySet<string>,
): string | null {
  // Only a write the browser sends with the session cookie carries ambient authority; a bearer key
  // or a cookie-less request (webhooks, public forms, one-click unsubscribe) has none to borrow.
  if (!WRITE_METHODS.has(method) || path === null || !path.startsWith('/api/v1/')) return null;
  if (headers.cookie === undefined || !SESSION_COOKIE.test(headers.cookie)) return null;
  const site = headers['sec-fetch-site'];
  // Set by the browser itself, never by a page's script: the request started on this origin
  // (`none`: the user typed or bookmarked it).
  if (site === 'same-origin' || site === 'none') return null;
  const origin = headers.origin;
  if (origin !== undefined) return trustedOrigins.has(origin) ? null : 'foreign origin';
  if (site !== undefined) return 'cross-site fetch';
  // Neither header: not a browser (every current browser sends Origin on these methods), so no
  // page can have sent it; older browsers do not send the Lax session cookie cross-site either.
  return null;
}

/**
 * Cross-site request forgery check on every state-changing `/api/v1` route for requests carrying
 * the session cookie: the browser's Sec-Fetch-Site must say same-origin, or the Origin must be one
 * of the trusted origins (PUBLIC_URL's). Better Auth checks `/api/auth/*` itself. Runs onRequest,
 * so a refused upload is never read. The refusal is logged without cookies or body.
 */
export function crossOriginGuard(trustedOrigins: readonly string[]): onRequestHookHandler {
  const trusted = new Set(trustedOrigins);
  return (request: FastifyRequest, _reply, done) => {
    const headers = request.headers as { origin?: string; 'sec-fetch-site'?: string; cookie?: string };
    const refusal = crossOriginRefusal(headers, request.method, routePath(request), trusted);
    if (refusal === null) return done();
    request.log.warn(
      {
        reason: refusal,
        method: request.method,
        route: request.routeOptions.url,
        origin: headers.origin ?? null,
        secFetchSite: headers['sec-fetch-site'] ?? null,
        ip: request.ip,
      },
      'cross-origin write refused',
    );
    done(new AppError(403, CROSS_ORIGIN_CODE, CROSS_ORIGIN_MESSAGE));
  };
}
