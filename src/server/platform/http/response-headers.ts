import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildSecurityHeaders } from './security-headers';

/** Where Fastify keeps a reply's headers until it writes them (an internal symbol, found at run time). */
let replyHeadersSymbol: symbol | null | undefined;

function findReplyHeadersSymbol(reply: FastifyReply): symbol | null {
  const symbol = Object.getOwnPropertySymbols(reply).find((s) => s.description === 'fastify.reply.headers');
  return symbol !== undefined && typeof (reply as unknown as Record<symbol, unknown>)[symbol] === 'object'
    ? symbol
    : null;
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false;
  return true;
}

/**
 * The headers every reply carries: its request id (`x-request-id`, the id its log lines and audit
 * rows carry) and the security headers. One synchronous `onRequest` hook sets them all, so 404s,
 * errors and rate-limited replies carry them too; the security headers are built once, here (issue
 * 17). Routes may still override one (the API docs set their own CSP in onSend).
 *
 * The reply's header object starts as a copy of a prepared one (issue 17): one object copy instead of
 * twelve `reply.header()` calls, each lower-casing its name and storing into an object that grew key
 * by key (megamorphic stores, then Node walking a slow object when it writes them). Should Fastify
 * keep its headers elsewhere one day, or a header be set before this hook, it falls back to
 * `reply.header()`, with the same result.
 */
export function registerResponseHeaders(app: FastifyInstance, options: { isHttps: boolean }): void {
  const prepared: Record<string, string> = { 'x-request-id': '', ...buildSecurityHeaders(options) };
  const names = Object.keys(prepared);
  app.addHook('onRequest', (request, reply, done) => {
    if (replyHeadersSymbol === undefined) replyHeadersSymbol = findReplyHeadersSymbol(reply);
    const holder = reply as unknown as Record<symbol, object>;
    if (replyHeadersSymbol !== null && isEmpty(holder[replyHeadersSymbol]!)) {
      const headers = { ...prepared };
      headers['x-request-id'] = request.id;
      holder[replyHeadersSymbol] = headers;
    } else {
      reply.header('x-request-id', request.id);
      for (let i = 1; i < names.length; i++) reply.header(names[i]!, prepared[names[i]!]);
    }
    done();
  });
}
