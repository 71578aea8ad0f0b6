import type { IncomingHttpHeaders } from 'node:http';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guards' session reads (tests forget a user after editing their session rows directly). */
    sessionCache: SessionCache;
  }
}

/** The parts of Better Auth's getSession answer the guards read. */
export interface CachedSession {
  /** updatedAt is moved forward by the idle check when it records activity (one cached object). */
  session: { id: string; userId: string; updatedAt: Date };
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

export interface SessionCacheOptions {
  /** The real lookup (Better Auth's getSession: the session row and its user, two queries). */
  read(headers: IncomingHttpHeaders): Promise<CachedSession | null>;
  /** How long an answer is reused: the most a change missed by every invalidation can lag. */
  ttlMs: number;
  /** With Redis, forgetting a user reaches every instance (pub/sub on REDIS_SESSION_CACHE_CHANNEL). */
  redis?: Redis | undefined;
  onError?(error: unknown): void;
  now?(): number;
}

/** A few seconds: long enough that a burst of orders reads its session once, short enough to bound staleness. */
export const SESSION_CACHE_TTL_MS = 3_000;

/** Every instance publishes and listens here; a message is the id of a user whose sessions changed. */
export const REDIS_SESSION_CACHE_CHANNEL = 'vino:session-cache';

/** Better Auth's session cookie (the `__Secure-` prefix over HTTPS); its value is token.signature. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/**
 * Session reads for the guards: the session and its user are read from the database once
 * per session cookie every `ttlMs`, not on every request, so an order costs no query before it joins
 * its market. Whatever ends a session or changes the user (sign-out, revocation, password reset,
 * a Better Auth user update) calls `forgetUser`, so it counts from the very next request, on every
 * instance when Redis is configured; the TTL bounds anything no invalidation reaches.
 *
 * A lookup in flight when a user is forgotten is not stored (nor handed to later callers): it may
 * have read the state from before the change.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: CachedSession | null; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<CachedSession | null>>();
  private readonly tokensByUser = new Map<string, Set<string>>();
  private generation = 0;
  /** Expired entries are swept when the map has grown this large (amortised, no timer). */
  private sweepAt = 1_000;
  private readonly subscriber: Redis | undefined;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
    const onError = options.onError ?? (() => {});
    if (options.redis) {
      // A connection in subscriber mode can run no other command: a second one.
      this.subscriber = options.redis.duplicate();
      this.subscriber.on('error', onError);
      this.subscriber.on('message', (channel: string, userId: string) => {
        if (channel === REDIS_SESSION_CACHE_CHANNEL) this.forgetLocally(userId);
      });
      this.subscriber.subscribe(REDIS_SESSION_CACHE_CHANNEL).catch(onError);
    }
  }

  /** The session the request's cookie names, or null; requests without a session cookie are not cached. */
  async read(headers: IncomingHttpHeaders): Promise<CachedSession | null> {
    const token = headers.cookie?.match(SESSION_COOKIE)?.[1];
    if (!token) return this.options.read(headers);
    const hit = this.entries.get(token);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const pending = this.loading.get(token);
    if (pending) return pending;
    const generation = this.generation;
    const promise = this.options
      .read(headers)
      .then((value) => {
        if (this.generation === generation) this.store(token, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(token) === promise) this.loading.delete(token);
      });
    this.loading.set(token, promise);
    return promise;
  }

  /** Drops every cached session of the user here and, with Redis, on every other instance. */
  forgetUser(userId: string): void {
    this.forgetLocally(userId);
    this.options.redis?.publish(REDIS_SESSION_CACHE_CHANNEL, userId).catch(this.options.onError ?? (() => {}));
  }

  async close(): Promise<void> {
    if (!this.subscriber) return;
    this.subscriber.removeAllListeners('message');
    await this.subscriber.quit().catch(() => undefined);
  }

  private forgetLocally(userId: string): void {
    this.generation++;
    this.loading.clear();
    for (const token of this.tokensByUser.get(userId) ?? []) this.entries.delete(token);
    this.tokensByUser.delete(userId);
  }

  private store(token: string, value: CachedSession | null): void {
    if (this.entries.size >= this.sweepAt) this.sweep();
    this.entries.set(token, { value, expiresAt: this.now() + this.options.ttlMs });
    if (!value) return;
    const tokens = this.tokensByUser.get(value.user.id) ?? new Set<string>();
    tokens.add(token);
    this.tokensByUser.set(value.user.id, tokens);
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, entry] of this.entries) {
      if (entry.expiresAt > now) continue;
      this.entries.delete(token);
      if (entry.value) {
        const tokens = this.tokensByUser.get(entry.value.user.id);
        tokens?.delete(token);
        if (tokens?.size === 0) this.tokensByUser.delete(entry.value.user.id);
      }
    }
    this.sweepAt = Math.max(1_000, this.entries.size * 2);
  }
}
