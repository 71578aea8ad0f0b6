import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CLIENT_ROUTE_PATTERNS } from '../../src/contracts/client-routes';
import { blogPosts } from '../../src/server/db/schema';
import { SITEMAP_EXCLUDED_ROUTES } from '../../src/server/modules/seo/build-sitemap';
import { createTestApp, type TestApp } from '../setup/test-app';

const PUBLIC_URL = 'https://vino.example';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    // Serve a client build that still holds an old robots.txt, as a stale build would.
    clientDir = mkdtempSync(path.join(tmpdir(), 'vino-seo-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>VINO</title>');
    writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    t = await createTestApp({ PUBLIC_URL, SERVE_CLIENT: 'true', CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('lists every public page and every published post with its last change', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = locs(res.body);
    for (const route of [
      '/',
      '/about',
      '/investment',
      '/wine-assets',
      '/investors',
      '/qa',
      '/blog',
      '/legal',
      '/documents',
      '/contact',
    ])
      expect(urls).toContain(`${PUBLIC_URL}${route}`);
    for (const route of ['/dashboard', '/admin', '/mailbox', '/auth', '/payments'])
      expect(urls).not.toContain(`${PUBLIC_URL}${route}`);
    // Every client route is either listed or deliberately left out.
    for (const route of CLIENT_ROUTE_PATTERNS)
      expect(urls.includes(`${PUBLIC_URL}${route}`) || SITEMAP_EXCLUDED_ROUTES.includes(route), route).toBe(true);

    const posts = await t.db.select().from(blogPosts).where(eq(blogPosts.status, 'published'));
    expect(posts).toHaveLength(24);
    for (const post of posts) {
      expect(res.body).toContain(
        `<url><loc>${PUBLIC_URL}/blog/${post.slug}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`,
      );
    }
  });

  it('follows the database: a post taken down leaves the sitemap', async () => {
    await t.db.update(blogPosts).set({ status: 'archived' }).where(eq(blogPosts.slug, 'wine-outperforms-assets'));
    const urls = locs((await t.get('/sitemap.xml')).body);
    expect(urls).not.toContain(`${PUBLIC_URL}/blog/wine-outperforms-assets`);
    expect(urls).toContain(`${PUBLIC_URL}/blog/future-rwa-tokenization`);
  });

  it('serves robots.txt from the server (not the stale file, not the 404 page)', async () => {
    const res = await t.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /mailbox',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('answers an article page 200 only while its post is published (the app shows Article Not Found)', async () => {
    const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const published = await html('/blog/future-rwa-tokenization');
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain('<title>VINO</title>');
    for (const url of ['/blog/no-such-article', '/blog/wine-outperforms-assets', '/blog/Bad_Slug!']) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>VINO</title>');
    }
    expect((await html('/blog')).statusCode).toBe(200);
  });

  it('still answers unknown pages with the app and a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>VINO</title>');
  });
});
