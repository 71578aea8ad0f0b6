import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `<unix ms>.<hex HMAC-SHA256 of "<unix ms>.<body>">` on forwarded market calls. */
export const FORWARD_SIGNATURE_HEADER = 'x-vino-forward-signature';

/** A signed call older (or further ahead) than this is refused, so a captured one cannot be replayed later. */
const MAX_CLOCK_SKEW_MS = 30_000;

/** The key instances sign forwarded calls with: derived from AUTH_SECRET, used for nothing else. */
export function forwardingKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('market-command-forwarding').digest();
}

function mac(key: Buffer, timestamp: number, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
}

export function signForwardedBody(key: Buffer, body: string, now = Date.now()): string {
  return `${now}.${mac(key, now, body)}`;
}

/** True when the header signs exactly this body with this key, recently. */
export function isForwardedBodySigned(
  key: Buffer,
  body: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  const [stamp, signature] = (header ?? '').split('.', 2);
  const timestamp = Number(stamp);
  if (!Number.isSafeInteger(timestamp) || Math.abs(now - timestamp) > MAX_CLOCK_SKEW_MS || !signature) return false;
  const expected = Buffer.from(mac(key, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
