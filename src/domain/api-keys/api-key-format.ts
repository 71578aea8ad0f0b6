/**
 * Personal API keys: `vino_` + 32 random bytes in base64url. Pure helpers shared by the
 * server (generate, recognise) and the client (how many characters a list shows).
 */
export const API_KEY_TAG = 'vino_';
export const API_KEY_RANDOM_BYTES = 32;
/** Characters of the key kept in the clear and shown in lists ("vino_" + 7). */
export const API_KEY_PREFIX_LENGTH = 12;

// 32 bytes are 43 base64url characters without padding.
const API_KEY_PATTERN = /^vino_[A-Za-z0-9_-]{43}$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The key for `randomBytes` (exactly API_KEY_RANDOM_BYTES of them, from a CSPRNG). */
export function formatApiKey(randomBytes: Uint8Array): string {
  if (randomBytes.length !== API_KEY_RANDOM_BYTES)
    throw new Error(`An API key needs ${API_KEY_RANDOM_BYTES} random bytes`);
  return API_KEY_TAG + toBase64Url(randomBytes);
}

export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}

/**
 * The API key an Authorization header carries ("Bearer vino_…"), well formed or not, or null when
 * the header is absent or holds some other credential. A malformed `vino_` token is still returned:
 * the caller meant an API key, so it must be refused as unknown rather than ignored.
 */
export function apiKeyFromAuthorization(header: string | undefined): string | null {
  const match = /^Bearer\s+(vino_\S*)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
