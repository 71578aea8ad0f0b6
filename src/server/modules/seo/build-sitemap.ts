import { CLIENT_ROUTE_PATTERNS } from '../../../contracts/client-routes';
import type { Database } from '../../db/client';
import { findPublishedPostSlugs } from '../content/content-module';

/**
 * Client routes kept out of the sitemap: pages behind sign-in or a role, one-time links from
 * e-mails, sign-in itself, the development mailbox and the status screens. `/blog/:slug` is listed
 * once per published post instead. Any other route (a new public page) is listed automatically.
 */
export const SITEMAP_EXCLUDED_ROUTES: readonly string[] = [
  '/auth',
  '/auth/reset-password',
  '/dashboard',
  '/admin',
  '/analytics',
  '/payments',
  '/email-marketing',
  '/email-preferences',
  '/unsubscribe',
  '/mailbox',
  '/supabase-test',
  '/system-status',
  '/blog/:slug',
  // Aliases that redirect to /buy-vino and /investors.
  '/buy',
  '/coin',
];

export function publicSitemapRoutes(): string[] {
  return CLIENT_ROUTE_PATTERNS.filter((route) => !SITEMAP_EXCLUDED_ROUTES.includes(route));
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** sitemaps.org XML: every public page, then every published post with its last change. */
export async function buildSitemap(db: Database, publicUrl: string): Promise<string> {
  const posts = await findPublishedPostSlugs(db);
  const newestPost = posts.reduce<Date | undefined>(
    (max, p) => (!max || p.updatedAt > max ? p.updatedAt : max),
    undefined,
  );
  const pages = publicSitemapRoutes().map((route) =>
    urlEntry(`${publicUrl}${route}`, route === '/blog' ? newestPost : undefined),
  );
  const articles = posts.map((p) => urlEntry(`${publicUrl}/blog/${encodeURIComponent(p.slug)}`, p.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...articles,
    '</urlset>',
    '',
  ].join('\n');
}
