import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from './error-handler';
import { isApiRequest, registerResponseHeaders } from './response-headers';
import { DOCUMENT_ONLY_HEADERS, buildSecurityHeaders } from './security-headers';

const security = buildSecurityHeaders({ isHttps: false });

async function appWithHeaders(options: { headerBefore?: boolean } = {}): Promise<FastifyInstance> {
  let next = 0;
  const app = Fastify({ genReqId: () => `req-${++next}` });
  if (options.headerBefore)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-early', 'yes');
      done();
    });
  registerResponseHeaders(app, { isHttps: false });
  registerErrorHandlers(app);
  app.get('/ok', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('set-cookie', 'a=1').header('set-cookie', 'b=2');
    return { ok: true };
  });
  app.get('/own-csp', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'");
    return 'text';
  });
  app.get('/api/v1/thing', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  await app.ready();
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

describe('response headers', () => {
  it('sends the request id and every security header on each reply, including 404s and errors', async () => {
    app = await appWithHeaders();
    const replies = await Promise.all(['/ok', '/nope', '/boom'].map((url) => app!.inject({ method: 'GET', url })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 404, 500]);
    for (const reply of replies) {
      expect(reply.headers).toMatchObject(security);
      expect(reply.headers['x-request-id']).toMatch(/^req-\d$/);
    }
    expect(new Set(replies.map((r) => r.headers['x-request-id'])).size).toBe(3);
  });

  it("keeps the route's own headers, both cookies, and an override, without leaking into the next reply", async () => {
    app = await appWithHeaders();
    const ok = await app.inject({ method: 'GET', url: '/ok' });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    const own = await app.inject({ method: 'GET', url: '/own-csp' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['cache-control']).toBeUndefined();
    const again = await app.inject({ method: 'GET', url: '/own-csp' });
    expect(again.headers['content-security-policy']).toBe("default-src 'none'");
    const next = await app.inject({ method: 'GET', url: '/nope' });
    expect(next.headers['content-security-policy']).toBe(security['content-security-policy']);
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('adds to headers set before it instead of replacing them', async () => {
    app = await appWithHeaders({ headerBefore: true });
    const ok = await app.inject({ method: 'GET', url: '/ok' });
    expect(ok.headers['x-early']).toBe('yes');
    expect(ok.headers).toMatchObject(security);
    expect(ok.headers['x-request-id']).toBe('req-1');
  });

  it('leaves the document-only headers off API answers, 404s and errors included, and keeps the rest', async () => {
    app = await appWithHeaders();
    const apiOnly = Object.fromEntries(
      Object.entries(security).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)),
    );
    expect(Object.keys(apiOnly)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]),
    );
    for (const url of ['/api/v1/thing', '/api/v1/nope', '/api/v1/thing?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject(apiOnly);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name]).toBeUndefined();
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });
});

describe('isApiRequest', () => {
  it('is every /api/ path but the API docs, and the health and metrics paths', () => {
    for (const url of ['/api/v1/metrics', '/api/auth/sign-in/email', '/healthz', '/readyz?probe=1', '/metrics'])
      expect(isApiRequest(url)).toBe(true);
    for (const url of [
      '/',
      '/exchange',
      '/assets/index.js',
      '/api/docs',
      '/api/docs/static/index.html',
      '/docs/x.pdf',
      '/healthz2',
    ])
      expect(isApiRequest(url)).toBe(false);
  });
});
