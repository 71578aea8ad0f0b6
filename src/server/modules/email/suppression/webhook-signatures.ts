import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed webhook older than this is refused (a captured request cannot be replayed later). */
export const WEBHOOK_TOLERANCE_S = 300;

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

const fresh = (timestampS: number, nowMs: number) =>
  Number.isFinite(timestampS) && Math.abs(nowMs / 1000 - timestampS) <= WEBHOOK_TOLERANCE_S;

/**
 * Provider A signs the exact body: X-Webhook-Timestamp (unix seconds) and X-Webhook-Signature, the
 * hex HMAC-SHA-256 of `timestamp + "." + body` with the shared secret.
 */
export function signProviderA(secret: string, timestampS: number, rawBody: string | Buffer): string {
  return hmacHex(secret, Buffer.concat([Buffer.from(`${timestampS}.`), Buffer.from(rawBody)]));
}

export function verifyProviderA(
  secret: string,
  rawBody: Buffer,
  headers: { timestamp: string | undefined; signature: string | undefined },
  nowMs = Date.now(),
): boolean {
  const timestampS = Number(headers.timestamp);
  if (!headers.signature || !fresh(timestampS, nowMs)) return false;
  return sameHex(signProviderA(secret, timestampS, rawBody), headers.signature);
}

/**
 * Provider B signs inside the payload: { timestamp, token, signature } where signature is the hex
 * HMAC-SHA-256 of timestamp + token with the shared secret.
 */
export function signProviderB(secret: string, timestamp: string, token: string): string {
  return hmacHex(secret, `${timestamp}${token}`);
}

export function verifyProviderB(
  secret: string,
  signed: { timestamp?: unknown; token?: unknown; signature?: unknown },
  nowMs = Date.now(),
): boolean {
  const { timestamp, token, signature } = signed;
  if (typeof timestamp !== 'string' || typeof token !== 'string' || typeof signature !== 'string') return false;
  if (!token || !fresh(Number(timestamp), nowMs)) return false;
  return sameHex(signProviderB(secret, timestamp, token), signature);
}
