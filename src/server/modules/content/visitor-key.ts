import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** First-party cookie that lets a signed-out reader's views count once (one year). */
export const VISITOR_COOKIE = 'vino_visitor';
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Who is viewing, for counting a view once: the user id when signed in, else a random visitor id
 * kept in an HTTP-only first-party cookie (set here when missing). Only a keyed hash of the
 * visitor id is stored, so the table cannot be joined back to a browser's cookie.
 */
export function resolveVisitorKey(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: string | null; secret: string; isHttps: boolean },
): string {
  if (options.userId) return `u:${options.userId}`;
  let visitorId = readCookie(request, VISITOR_COOKIE);
  if (!visitorId || !UUID_PATTERN.test(visitorId)) {
    visitorId = randomUUID();
    reply.header(
      'set-cookie',
      `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${options.isHttps ? '; Secure' : ''}`,
    );
  }
  return `v:${createHmac('sha256', options.secret).update(visitorId).digest('hex').slice(0, 32)}`;
}
