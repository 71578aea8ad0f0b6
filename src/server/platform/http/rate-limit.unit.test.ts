import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandlers } from './error-handler';
import { describeWait, registerRateLimits, windowMs } from './rate-limit';

/** A small app with the shared limit at 3 per minute, one route with its own, and unlimited ones. */
async function buildLimitedApp(): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandlers(app);
  registerRateLimits(app, { max: 3, windowMs: 60_000 });
  app.get('/api/a', async () => ({ ok: 'a' }));
  app.post('/api/b', async () => ({ ok: 'b' }));
  app.post('/api/form', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ ok: 'form' }));
  app.post('/api/webhook', { config: { rateLimit: false } }, async () => ({ ok: 'webhook' }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/*', async () => 'page');
  await app.ready();
  return app;
}

describe('rate limits', () => {
  let app: FastifyInstance;
  let address = 0;
  /** Each test counts from its own client address. */
  const nextClient = () => `198.51.100.${++address}`;
  const call = (method: 'GET' | 'POST' | 'HEAD', url: string, remoteAddress: string) =>
    app.inject({ method, url, remoteAddress });

  beforeAll(async () => {
    app = await buildLimitedApp();
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  it('shares one limit across the API routes and answers 429 in the one error shape past it', async () => {
    const client = nextClient();
    const first = await call('GET', '/api/a', client);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-reset': '60',
    });
    expect((await call('POST', '/api/b', client)).headers['x-ratelimit-remaining']).toBe('1');
    expect((await call('GET', '/api/a', client)).headers['x-ratelimit-remaining']).toBe('0');
    const refused = await call('POST', '/api/b', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '60',
      'retry-after': '60',
    });
    expect(refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded, retry in 1 minute' },
    });
    // Another address is not affected.
    expect((await call('GET', '/api/a', nextClient())).statusCode).toBe(200);
  });

  it('starts counting again when the window closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
    const client = nextClient();
    for (let i = 0; i < 3; i++) await call('GET', '/api/a', client);
    vi.setSystemTime(new Date('2026-11-27T10:00:45Z'));
    const refused = await call('GET', '/api/a', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('15');
    expect(refused.json().error.message).toBe('Rate limit exceeded, retry in 15 seconds');
    vi.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    expect((await call('GET', '/api/a', client)).statusCode).toBe(200);
  });

  it('counts a route with its own limit on its own', async () => {
    const client = nextClient();
    expect((await call('POST', '/api/form', client)).headers['x-ratelimit-limit']).toBe('2');
    expect((await call('POST', '/api/form', client)).statusCode).toBe(200);
    expect((await call('POST', '/api/form', client)).statusCode).toBe(429);
    // The shared API limit was not touched by the form's requests.
    expect((await call('GET', '/api/a', client)).headers['x-ratelimit-remaining']).toBe('2');
  });

  it('leaves unlimited routes and the pages alone, but counts unknown API paths', async () => {
    const client = nextClient();
    for (let i = 0; i < 5; i++) {
      for (const [method, url] of [
        ['POST', '/api/webhook'],
        ['GET', '/healthz'],
        ['GET', '/some/page'],
      ] as const) {
        const res = await call(method, url, client);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
    expect((await call('GET', '/api/unknown', client)).headers['x-ratelimit-remaining']).toBe('2');
    expect((await call('GET', '/api/a', client)).headers['x-ratelimit-remaining']).toBe('1');
  });

  it('counts a HEAD request once', async () => {
    const client = nextClient();
    expect((await call('HEAD', '/api/a', client)).headers['x-ratelimit-remaining']).toBe('2');
    expect((await call('HEAD', '/api/a', client)).headers['x-ratelimit-remaining']).toBe('1');
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    expect((await call('GET', '/api/a', '2001:db8:7:7::1')).headers['x-ratelimit-remaining']).toBe('2');
    expect((await call('GET', '/api/a', '2001:db8:7:7::2')).headers['x-ratelimit-remaining']).toBe('1');
    expect((await call('GET', '/api/a', '2001:db8:7:8::1')).headers['x-ratelimit-remaining']).toBe('2');
  });
});

describe('rate limits behind a proxy', () => {
  it('counts the forwarded client of a trusted proxy, and the peer itself otherwise', async () => {
    const app = Fastify({ trustProxy: 'loopback' });
    registerRateLimits(app, { max: 3, windowMs: 60_000 });
    app.get('/api/a', async () => ({ ok: 'a' }));
    await app.ready();
    const remaining = async (remoteAddress: string, forwardedFor?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/a',
          remoteAddress,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        })
      ).headers['x-ratelimit-remaining'];
    // Through the local proxy: each forwarded client has its own count, the proxy's own requests another.
    expect(await remaining('127.0.0.1', '203.0.113.1')).toBe('2');
    expect(await remaining('127.0.0.1', '203.0.113.1')).toBe('1');
    expect(await remaining('127.0.0.1', '203.0.113.2')).toBe('2');
    expect(await remaining('127.0.0.1')).toBe('2');
    // A peer that is not a trusted proxy cannot pick its address with the header.
    expect(await remaining('198.51.100.77', '203.0.113.1')).toBe('2');
    expect(await remaining('198.51.100.77', '203.0.113.9')).toBe('1');
    await app.close();
  });
});

describe('rate-limit texts and windows', () => {
  it('reads the windows the routes declare and refuses anything else at start-up', () => {
    expect(windowMs('1 minute')).toBe(60_000);
    expect(windowMs('30 seconds')).toBe(30_000);
    expect(windowMs('2 hours')).toBe(7_200_000);
    expect(windowMs(1500)).toBe(1500);
    expect(() => windowMs('1 fortnight')).toThrow('Unknown rate-limit window');
    expect(() => windowMs(0)).toThrow('Unknown rate-limit window');
  });

  it('names the wait in its largest whole unit', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(90)).toBe('2 minutes');
    expect(describeWait(7200)).toBe('2 hours');
  });
});
