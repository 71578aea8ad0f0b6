import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, routeHtmlFile } from '../../src/contracts/client-routes';
import { publicPageModules } from './route-preloads';

describe('route preloads', () => {
  const pages = publicPageModules(readFileSync('src/client/router.tsx', 'utf8'));

  it('finds the page module of every public route in the route table', () => {
    expect(pages.get('/')).toBe(path.resolve('src/client/features/home/home-page.tsx'));
    expect(pages.get('/wine-assets')).toBe(path.resolve('src/client/features/wine-assets/wine-assets-page.tsx'));
    expect(pages.get('/blog/:slug')).toBe(path.resolve('src/client/features/blog/blog-post-page.tsx'));
    for (const pattern of ['/buy-vino', '/trading', '/blog', '/about', '/investors', '/qa', '/legal', '/contact'])
      expect(pages.has(pattern), pattern).toBe(true);
    for (const pattern of pages.keys()) expect(CLIENT_ROUTE_PATTERNS).toContain(pattern);
  });

  it('leaves out the pages behind the sign-in and admin guards', () => {
    for (const pattern of ['/dashboard', '/payments', '/admin', '/analytics', '/email-marketing'])
      expect(pages.has(pattern), pattern).toBe(false);
  });

  it('names one file per route pattern', () => {
    expect(routeHtmlFile('/')).toBe('routes/home.html');
    expect(routeHtmlFile('/buy-vino')).toBe('routes/buy-vino.html');
    expect(routeHtmlFile('/blog/:slug')).toBe('routes/blog_slug.html');
    expect(new Set(CLIENT_ROUTE_PATTERNS.map(routeHtmlFile)).size).toBe(CLIENT_ROUTE_PATTERNS.length);
  });
});
