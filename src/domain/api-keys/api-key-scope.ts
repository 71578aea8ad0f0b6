/**
 * What an API key may do: read the owner's own data, nothing else. Reads are GET/HEAD on
 * the account (/api/v1/me/…), order and ledger paths; the keys' own routes are excluded so a key
 * can never create or list keys.
 */
const READ_METHODS = new Set(['GET', 'HEAD']);
const READABLE_PREFIXES = ['/api/v1/me', '/api/v1/orders', '/api/v1/ledger'];
const KEY_MANAGEMENT_PREFIX = '/api/v1/me/api-keys';

export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/** True when `path` equals `prefix` or lies below it (a segment boundary, so /api/v1/meta is not /api/v1/me). */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`);
}

/**
 * Whether a request of `method` to `path` may be authenticated by an API key. The server passes the
 * matched route's pattern (`/api/v1/orders/:id`), never the URL as spelled; a query is ignored.
 */
export function isApiKeyReadable(method: string, url: string): boolean {
  const path = url.split('?')[0]!;
  if (!isReadMethod(method)) return false;
  if (isUnder(path, KEY_MANAGEMENT_PREFIX)) return false;
  return READABLE_PREFIXES.some((prefix) => isUnder(path, prefix));
}
