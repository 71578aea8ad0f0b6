import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController, loggerSettings, requestChildLogger } from './request-log';

/**
 * `slowRequestMs` is low only where a test wants the slow path: on a loaded machine even the first
 * request to a trivial route can take over 100 ms, which would log it as slow instead of short.
 */
async function appWithCapturedLog({ slowRequestMs = 60_000, lazyRequestLoggers = false, summarise = false } = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logController = new RequestLogController({ slowRequestMs, summarisedPaths: ['/probe'] });
  const app = Fastify({
    logger: { ...loggerSettings('info'), stream },
    logController,
    ...(lazyRequestLoggers ? { childLoggerFactory: requestChildLogger } : {}),
  });
  if (summarise) logController.summariseInto(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/probe', async () => ({ status: 'ok' }));
  app.get('/public/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === 'missing') return reply.status(404).header('cache-control', 'public, max-age=60').send({});
    reply.header('cache-control', 'public, max-age=60');
    return { id };
  });
  app.post('/public/:id', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { posted: true };
  });
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

const secrets = { cookie: 'session=secret-cookie', authorization: 'Bearer secret-token' };

describe('request log', () => {
  it('writes one short line per successful request, with its request id', async () => {
    const { app, lines } = await appWithCapturedLog();
    const res = await app.inject({ method: 'GET', url: '/ok?x=1', headers: secrets });
    expect(res.statusCode).toBe(200);
    const requestLines = lines.filter((line) => typeof line.reqId === 'string');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/ok?x=1',
      statusCode: 200,
      reqId: expect.any(String),
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
    await app.close();
  });

  it("writes a successful request's response time to the microsecond", async () => {
    const { app, lines } = await appWithCapturedLog({ lazyRequestLoggers: true });
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/ok' });
    const times = lines.filter((line) => line.msg === 'request completed').map((line) => line.responseTime as number);
    expect(times).toHaveLength(5);
    for (const time of times) {
      expect(time).toBeGreaterThan(0);
      expect(Math.round(time * 1000) / 1000).toBe(time);
    }
    await app.close();
  });

  it('logs failures in full (request headers, status, error) with secrets redacted', async () => {
    const { app, lines } = await appWithCapturedLog();
    await app.inject({ method: 'GET', url: '/boom', headers: secrets });
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      level: 50,
      req: { method: 'GET', url: '/boom', headers: { cookie: '[Redacted]', authorization: '[Redacted]' } },
      res: { statusCode: 500 },
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
    await app.close();
  });

  it('logs a slow request in full at warn level', async () => {
    const { app, lines } = await appWithCapturedLog({ slowRequestMs: 50 });
    await app.inject({ method: 'GET', url: '/slow', headers: secrets });
    const slow = lines.find((line) => line.msg === 'slow request');
    expect(slow).toMatchObject({ level: 40, req: { url: '/slow', headers: { cookie: '[Redacted]' } } });
    expect(slow!.responseTime).toBeGreaterThanOrEqual(50);
    await app.close();
  });

  it("keeps each line's request id with the app's request loggers, which are created only when used", async () => {
    const { app, lines } = await appWithCapturedLog({ lazyRequestLoggers: true });
    const ok = await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/boom', headers: secrets });
    const short = lines.find((line) => line.msg === 'request completed');
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(short).toMatchObject({ level: 30, url: '/ok', statusCode: 200, reqId: expect.any(String) });
    expect(failed).toMatchObject({ level: 50, req: { url: '/boom', headers: { cookie: '[Redacted]' } } });
    expect(failed!.reqId).toEqual(expect.any(String));
    expect(failed!.reqId).not.toBe(short!.reqId);
    expect(ok.statusCode).toBe(200);
    expect(JSON.stringify(lines)).not.toContain('secret');
    await app.close();
  });

  it('counts the public answers and the probes per route, written when the app closes, and logs the rest one by one', async () => {
    const { app, lines } = await appWithCapturedLog({ summarise: true });
    for (const url of ['/public/1', '/public/2', '/public/3?x=1', '/probe']) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: '/ok', headers: secrets });
    await app.inject({ method: 'POST', url: '/public/4' });
    await app.inject({ method: 'GET', url: '/public/missing' });
    expect(lines.filter((line) => line.msg === 'requests summarised')).toEqual([]);
    const oneByOne = lines.filter((line) => typeof line.reqId === 'string');
    expect(oneByOne.map((line) => line.url ?? (line.req as { url: string }).url)).toEqual([
      '/ok',
      '/public/4',
      '/public/missing',
    ]);
    expect(oneByOne.map((line) => line.statusCode ?? (line.res as { statusCode: number }).statusCode)).toEqual([
      200, 200, 404,
    ]);

    await app.close();
    const summaries = lines.filter((line) => line.msg === 'requests summarised');
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 30, method: 'GET', route: '/public/:id', statusCode: 200, count: 3 }),
        expect.objectContaining({ level: 30, method: 'GET', route: '/probe', statusCode: 200, count: 1 }),
      ]),
    );
    expect(summaries).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs every request one by one until it is given a summary to count into', async () => {
    const { app, lines } = await appWithCapturedLog();
    await app.inject({ method: 'GET', url: '/public/1' });
    await app.inject({ method: 'GET', url: '/probe' });
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.url)).toEqual([
      '/public/1',
      '/probe',
    ]);
    await app.close();
  });
});
