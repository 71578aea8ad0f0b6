import { describe, expect, it } from 'vitest';
import {
  API_KEY_PREFIX_LENGTH,
  apiKeyFromAuthorization,
  apiKeyPrefix,
  formatApiKey,
  isWellFormedApiKey,
  toBase64Url,
} from './api-key-format';

const bytes = (fill: number) => new Uint8Array(32).fill(fill);

describe('API key format', () => {
  it('is vino_ followed by the 32 bytes in base64url, 48 characters in all', () => {
    const key = formatApiKey(bytes(0xff));
    expect(key).toBe(`vino_${'_'.repeat(42)}8`); // 256 one bits: the last character holds four
    expect(key).toHaveLength(48);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(formatApiKey(crypto.getRandomValues(new Uint8Array(32)))).toMatch(/^vino_[A-Za-z0-9_-]{43}$/);
  });

  it('uses the URL-safe alphabet without padding', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(toBase64Url(new Uint8Array([0]))).toBe('AA');
    const random = crypto.getRandomValues(new Uint8Array(32));
    expect(toBase64Url(random)).toBe(Buffer.from(random).toString('base64url'));
  });

  it('refuses anything but 32 random bytes', () => {
    expect(() => formatApiKey(new Uint8Array(31))).toThrow(/32 random bytes/);
  });

  it('recognises only well-formed keys', () => {
    for (const bad of [
      '',
      'vino_',
      `vino_${'a'.repeat(42)}`,
      `vino_${'a'.repeat(44)}`,
      `VINO_${'a'.repeat(43)}`,
      `vino_${'a'.repeat(42)}+`,
    ])
      expect(isWellFormedApiKey(bad)).toBe(false);
  });

  it('keeps the first 12 characters as the prefix lists show', () => {
    const key = formatApiKey(bytes(1));
    expect(apiKeyPrefix(key)).toBe(key.slice(0, 12));
    expect(apiKeyPrefix(key)).toHaveLength(API_KEY_PREFIX_LENGTH);
  });

  it('reads a vino_ bearer token from the Authorization header, well formed or not', () => {
    const key = formatApiKey(bytes(2));
    expect(apiKeyFromAuthorization(`Bearer ${key}`)).toBe(key);
    expect(apiKeyFromAuthorization(`bearer  ${key} `)).toBe(key);
    expect(apiKeyFromAuthorization('Bearer vino_nope')).toBe('vino_nope');
    expect(apiKeyFromAuthorization(undefined)).toBeNull();
    expect(apiKeyFromAuthorization('Bearer some-session-token')).toBeNull();
    expect(apiKeyFromAuthorization(`Basic ${key}`)).toBeNull();
  });
});
