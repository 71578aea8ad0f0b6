import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController, loggerSettings, requestChildLogger } from './request-log';

/**
 * `slowRequestMs` is low only where a test wants the slow path: on a loaded machine even the first
 * request to a trivial route can take over 100 ms, which would log it as slow instead of short.
 */
async function appWithCapturedLog({ slowRequestMs = 60_000, lazyRequestLoggers = false } = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerSettings('info'), stream },
    logController: new RequestLogController({ slowRequestMs }),
    ...(lazyRequestLoggers ? { childLoggerFactory: requestChildLogger } : {}),
  });
  app.get('/ok', async () => ({ ok: true }));
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
});
