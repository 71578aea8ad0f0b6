import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const sessionOf = (userId: string): CachedSession => ({
  session: { id: `s-${userId}`, userId, updatedAt: new Date(0) },
  user: { id: userId, email: `${userId}@example.com`, name: userId, emailVerified: true },
});
const cookieOf = (token: string) => ({ cookie: `theme=dark; better-auth.session_token=${token}.sig` });

/** A cache over a counting lookup whose answer per token the test sets, on a clock it moves. */
function setup(ttlMs = 1_000) {
  let now = 0;
  const reads: string[] = [];
  const answers = new Map<string, CachedSession | null>();
  const cache = new SessionCache({
    ttlMs,
    now: () => now,
    read: async (headers) => {
      const token = /session_token=([^.;]+)/.exec(headers.cookie ?? '')?.[1] ?? '(none)';
      reads.push(token);
      return answers.get(token) ?? null;
    },
  });
  return { cache, reads, answers, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('reads a session once per TTL, then again', async () => {
    const { cache, reads, answers, advance } = setup();
    answers.set('a', sessionOf('u1'));
    expect(await cache.read(cookieOf('a'))).toEqual(sessionOf('u1'));
    advance(999);
    await cache.read(cookieOf('a'));
    expect(reads).toEqual(['a']);
    advance(1);
    await cache.read(cookieOf('a'));
    expect(reads).toEqual(['a', 'a']);
  });

  it('shares one lookup among concurrent requests of a session', async () => {
    const { cache, reads, answers } = setup();
    answers.set('a', sessionOf('u1'));
    await Promise.all([cache.read(cookieOf('a')), cache.read(cookieOf('a')), cache.read(cookieOf('a'))]);
    expect(reads).toEqual(['a']);
  });

  it('forgets every session of a user, and only theirs', async () => {
    const { cache, reads, answers } = setup();
    answers.set('a', sessionOf('u1'));
    answers.set('b', sessionOf('u1'));
    answers.set('c', sessionOf('u2'));
    for (const token of ['a', 'b', 'c']) await cache.read(cookieOf(token));
    answers.set('a', null);
    cache.forgetUser('u1');
    expect(await cache.read(cookieOf('a'))).toBeNull();
    await cache.read(cookieOf('b'));
    await cache.read(cookieOf('c'));
    expect(reads).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('does not keep a lookup that was in flight when the user was forgotten', async () => {
    const { cache, reads, answers } = setup();
    answers.set('a', sessionOf('u1'));
    const inFlight = cache.read(cookieOf('a'));
    cache.forgetUser('u1');
    answers.set('a', null);
    await inFlight;
    expect(await cache.read(cookieOf('a'))).toBeNull();
    expect(reads).toEqual(['a', 'a']);
  });

  it('does not cache a request without a session cookie', async () => {
    const { cache, reads } = setup();
    await cache.read({});
    await cache.read({ cookie: 'theme=dark' });
    expect(reads).toEqual(['(none)', '(none)']);
  });
});
