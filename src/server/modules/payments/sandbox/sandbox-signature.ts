import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../payment-provider';

/** The header the sandbox signs its webhook events with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'vino-sandbox-signature';
/** Older signatures are refused (a captured request cannot be replayed later). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function signSandboxPayload(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Throws WebhookSignatureError unless `header` signs exactly `rawBody` within the tolerance. */
export function verifySandboxSignature(secret: string, rawBody: Buffer, header: string | undefined, now: Date): void {
  if (!header) throw new WebhookSignatureError('Missing signature');
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const timestamp = Number(parts['t']);
  const signature = parts['v1'] ?? '';
  if (!Number.isInteger(timestamp)) throw new WebhookSignatureError('Malformed signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('Stale signature');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookSignatureError('Bad signature');
}
