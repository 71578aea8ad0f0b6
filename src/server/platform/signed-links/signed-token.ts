import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed link tokens ("links carry an HMAC-signed token, never a readable
 * email:timestamp"). A token names a purpose, a subject id (never an address) and an expiry, and is
 * signed with HMAC-SHA-256 under a server secret:
 *
 *   base64url(JSON {p, s, e}) "." base64url(HMAC(secret, "vino-link.v1." + payload))
 *
 * Verification refuses a forged or altered token, an expired one and one minted for another
 * purpose (an unsubscribe token cannot confirm a subscription), comparing in constant time.
 */

export type TokenPurpose = 'newsletter-confirm' | 'unsubscribe' | 'email-preferences';

export interface TokenClaims {
  purpose: TokenPurpose;
  subject: string;
  expiresAt: Date;
}

export type VerifyResult =
  | { ok: true; subject: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong-purpose' };

const VERSION = 'vino-link.v1.';
const MAX_TOKEN_LENGTH = 512;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(VERSION).update(payload).digest('base64url');

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, s: claims.subject, e: Math.floor(claims.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  now: Date = new Date(),
): VerifyResult {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, signature] = parts as [string, string];
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { p, s, e } = (claims ?? {}) as Record<string, unknown>;
  if (typeof p !== 'string' || typeof s !== 'string' || typeof e !== 'number')
    return { ok: false, reason: 'malformed' };
  if (p !== purpose) return { ok: false, reason: 'wrong-purpose' };
  if (e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject: s, expiresAt: new Date(e * 1000) };
}

/** The links' secret, derived from AUTH_SECRET so rotating that one also voids every link. */
export function deriveLinkSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('email-link-tokens').digest('hex');
}
