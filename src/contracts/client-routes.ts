/**
 * Every page route of the client (core spec section 2), as router patterns. The server answers any
 * other path with HTTP 404 (still with the app, which shows its not-found page), so a wrong link
 * is a real 404 for people, crawlers and monitors. client/lib/paths.ts is checked against this list.
 */
export const CLIENT_ROUTE_PATTERNS = [
  '/',
  '/about',
  '/investment',
  '/buy-vino',
  '/buy',
  '/trading',
  '/wine-assets',
  '/proof-of-reserve',
  '/investors',
  '/coin',
  '/qa',
  '/blog',
  '/blog/:slug',
  '/legal',
  '/auth',
  '/auth/reset-password',
  '/dashboard',
  '/admin',
  '/documents',
  '/analytics',
  '/payments',
  '/realtime',
  '/email-marketing',
  '/email-preferences',
  '/unsubscribe',
  '/newsletter/confirm',
  '/enterprise',
  '/supabase-test',
  '/system-status',
  '/contact',
  '/mailbox',
] as const;

/** The route pattern `pathname` is a page of (a trailing slash tolerated), or null when it is none. */
export function clientRoutePattern(pathname: string): (typeof CLIENT_ROUTE_PATTERNS)[number] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const b = path.split('/');
  return (
    CLIENT_ROUTE_PATTERNS.find((pattern) => {
      const a = pattern.split('/');
      return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? (b[i] ?? '') !== '' : part === b[i]));
    }) ?? null
  );
}

/** Whether `pathname` is a page of the client (a trailing slash is tolerated). */
export function isClientRoute(pathname: string): boolean {
  return clientRoutePattern(pathname) !== null;
}
