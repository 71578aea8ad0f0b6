/**
 * robots.txt: crawl the public pages, not the API, the back office or the development mailbox,
 * and find the sitemap at the public address (robots.txt needs an absolute sitemap URL).
 */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /mailbox',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
