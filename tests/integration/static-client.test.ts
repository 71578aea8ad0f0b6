import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('serving the built client', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'vino-client-'));

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>VINO</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every client page with the app and 200', async () => {
    for (const url of ['/', '/about', '/blog/wine-outperforms-assets', '/auth?mode=signup', '/supabase-test']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers unknown pages with the app and a real 404', async () => {
    for (const url of ['/no-such-page', '/blog/no-such-article']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a reload of a missing page (conditional request) with the app, not an empty 404', async () => {
    const first = await t.get('/blog/wine-outperforms-assets');
    const conditional = {
      'if-none-match': String(first.headers.etag),
      'if-modified-since': String(first.headers['last-modified']),
    };
    const same = await t.app.inject({ method: 'GET', url: '/blog/wine-outperforms-assets', headers: conditional });
    expect(same.statusCode).toBe(304);
    const gone = await t.app.inject({ method: 'GET', url: '/blog/no-such-article', headers: conditional });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<div id="root">');
  });

  it('serves hashed assets cached for a year, and files from the root', async () => {
    const asset = await t.get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.get('/favicon.svg')).body).toContain('<svg');
  });

  it('answers a missing file or API path with the JSON error shape, never the app', async () => {
    for (const url of ['/assets/missing-0000.js', '/api/v1/nope', '/favicon-missing.ico']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
