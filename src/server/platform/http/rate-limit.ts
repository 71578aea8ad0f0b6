import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { clientAddressKey } from './client-address-key';
import { FixedWindowCounters } from './fixed-window-counters';

/** A route's own limit: `max` requests per client address per `timeWindow` (ms, or "1 minute"). */
export interface RouteRateLimit {
  max: number;
  timeWindow: number | string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Unset: the shared API limit. An object: this route's own limit. false: none. */
    rateLimit?: RouteRateLimit | false;
  }
}

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };

/** "1 minute", "30 seconds", "2 hours" or a number of milliseconds; anything else fails at start-up. */
export function windowMs(timeWindow: number | string): number {
  if (typeof timeWindow === 'number' && Number.isInteger(timeWindow) && timeWindow > 0) return timeWindow;
  const match = typeof timeWindow === 'string' ? /^(\d+) (second|minute|hour)s?$/.exec(timeWindow) : null;
  if (!match || Number(match[1]) === 0) throw new Error(`Unknown rate-limit window: ${String(timeWindow)}`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** "59 seconds", "1 minute", "2 hours": the wait the 429's message names (rounded to its unit). */
export function describeWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.round(seconds / 60), 'minute']
        : [Math.round(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The 429 the error handler turns into the one error shape (code RATE_LIMITED). */
function rateLimitedError(retryAfterS: number): Error & { statusCode: number } {
  return Object.assign(new Error(`Rate limit exceeded, retry in ${describeWait(retryAfterS)}`), { statusCode: 429 });
}

/**
 * The hook counting one route's requests. Synchronous, with no promise and no await (the
 * plugin it replaces cost about 2 µs and two microtask hops on every API request). Every counted
 * request carries `x-ratelimit-limit`, `-remaining` and `-reset` (seconds); a refused one also
 * `retry-after`, and answers 429.
 */
function limitHook(counters: FixedWindowCounters, apiUrlsOnly: boolean): onRequestHookHandler {
  const limit = String(counters.max);
  return (request, reply, done) => {
    if (apiUrlsOnly && !request.url.startsWith('/api/')) return done();
    // Without X-Forwarded-For the client is the socket's peer, whatever trustProxy says; Fastify's
    // `ip` would still run proxy-addr over the request.
    const ip = (request.headers['x-forwarded-for'] === undefined && request.socket.remoteAddress) || request.ip;
    const { count, resetInMs } = counters.hit(clientAddressKey(ip), Date.now());
    const resetS = Math.ceil(resetInMs / 1000);
    reply.header('x-ratelimit-limit', limit);
    if (count <= counters.max) {
      reply.header('x-ratelimit-remaining', counters.max - count).header('x-ratelimit-reset', resetS);
      return done();
    }
    reply.header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', resetS).header('retry-after', resetS);
    done(rateLimitedError(resetS));
  };
}

function addOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/**
 * Rate limits per client address, decided once per route as it is registered (call before any
 * route): every `/api/` route shares one limit of `max` per `windowMs`; a route with its own
 * `config.rateLimit` counts on its own; `rateLimit: false` and the routes outside the API (health
 * checks, metrics scrapes, the client's files) are not limited. The client's catch-all route also
 * answers unknown `/api/` paths, so it counts those against the shared limit.
 *
 * Counted in each process; behind several instances a client gets each instance's allowance (the
 * sign-in throttle, which matters most, is shared through Redis: platform/auth/login-throttle.ts).
 */
export function registerRateLimits(app: FastifyInstance, options: { max: number; windowMs: number }): void {
  const sharedCounters = new FixedWindowCounters(options.max, options.windowMs);
  const shared = limitHook(sharedCounters, false);
  const sharedForCatchAll = limitHook(sharedCounters, true);
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    if (own !== undefined) {
      addOnRequest(route, limitHook(new FixedWindowCounters(own.max, windowMs(own.timeWindow)), false));
    } else if (route.url.startsWith('/api/')) {
      addOnRequest(route, shared);
    } else if (route.url === '/*') {
      addOnRequest(route, sharedForCatchAll);
    }
  });
}
