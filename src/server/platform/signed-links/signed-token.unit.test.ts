import { describe, expect, it } from 'vitest';
import { deriveLinkSecret, signToken, verifyToken } from './signed-token';

const secret = deriveLinkSecret('a-test-auth-secret-that-is-long-enough');
const now = new Date('2026-11-25T12:00:00Z');
const inADay = new Date(now.getTime() + 86_400_000);

describe('signed link tokens', () => {
  const token = signToken(secret, { purpose: 'unsubscribe', subject: 'rec-123', expiresAt: inADay });

  it('verifies its own token and returns the subject', () => {
    expect(verifyToken(secret, token, 'unsubscribe', now)).toEqual({ ok: true, subject: 'rec-123', expiresAt: inADay });
  });

  it('carries no e-mail address and no readable email:timestamp', () => {
    const t = signToken(secret, { purpose: 'unsubscribe', subject: 'rec-123', expiresAt: inADay });
    expect(t).not.toMatch(/@|%40/);
    expect(Buffer.from(t.split('.')[0]!, 'base64url').toString()).not.toMatch(/@/);
  });

  it('refuses a forged signature, an altered payload and another secret', () => {
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(JSON.stringify({ p: 'unsubscribe', s: 'rec-999', e: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(verifyToken(secret, `${otherPayload}.${signature}`, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyToken(secret, `${payload}.${'A'.repeat(signature.length)}`, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyToken(deriveLinkSecret('another-secret-entirely-000000000'), token, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('refuses an expired token', () => {
    const after = new Date(inADay.getTime() + 1000);
    expect(verifyToken(secret, token, 'unsubscribe', after)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token minted for another purpose', () => {
    expect(verifyToken(secret, token, 'newsletter-confirm', now)).toEqual({ ok: false, reason: 'wrong-purpose' });
  });

  it('refuses malformed input, including the old email:timestamp form', () => {
    for (const bad of [
      '',
      'abc',
      'a.b.c',
      '.x',
      'x.',
      Buffer.from('me@example.com:1700000000').toString('base64'),
      'x'.repeat(600),
    ])
      expect(verifyToken(secret, bad, 'unsubscribe', now).ok, bad).toBe(false);
  });
});
