import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const TOKEN = 'scrape-token-0123456789';

describe('Prometheus metrics at /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses visitors (401), members (403) and a wrong token (403)', async () => {
    expect((await t.get('/metrics')).statusCode).toBe(401);
    const member = await signedInUser(t);
    expect((await t.get('/metrics', member.cookie)).statusCode).toBe(403);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(403);
  });

  it('reports request latency by route pattern to an admin and to the scrape token', async () => {
    await t.get('/api/v1/metrics');
    await t.get('/api/v1/metrics');
    const admin = await signedInUser(t, { role: 'admin' });
    const asAdmin = await t.get('/metrics', admin.cookie);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toContain('text/plain');
    const count =
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/metrics",status_code="200"\} (\d+)/.exec(
        asAdmin.body,
      );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    expect(asAdmin.body).toContain('process_resident_memory_bytes');

    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_request_duration_seconds_bucket');
  });
});

describe('file storage service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is available to modules and reported on the status page', async () => {
    await t.app.storage.put('reports/test.txt', 'hello');
    const file = await t.app.storage.open('reports/test.txt');
    expect(await text(file!.stream)).toBe('hello');
    const status = (await t.get('/api/v1/system/status')).json();
    expect(status.config.storage).toMatch(/^Local disk/);
  });
});
