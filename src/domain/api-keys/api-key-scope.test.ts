import { describe, expect, it } from 'vitest';
import { isApiKeyReadable, isReadMethod } from './api-key-scope';

describe('API key scope', () => {
  it('allows reads of the account, orders and ledger', () => {
    for (const url of [
      '/api/v1/me',
      '/api/v1/me/balances',
      '/api/v1/me/trades.csv?side=buy',
      '/api/v1/orders',
      '/api/v1/orders/1',
      '/api/v1/ledger',
    ])
      expect(isApiKeyReadable('GET', url)).toBe(true);
    expect(isApiKeyReadable('HEAD', '/api/v1/me/portfolio')).toBe(true);
  });

  it('never allows a write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isReadMethod(method)).toBe(false);
      expect(isApiKeyReadable(method, '/api/v1/me/settings')).toBe(false);
    }
  });

  it('keeps keys away from key management and from other areas', () => {
    for (const url of [
      '/api/v1/me/api-keys',
      '/api/v1/me/api-keys/abc',
      '/api/v1/admin/settings',
      '/api/v1/meta',
      '/api/auth/get-session',
      '/api/v1/ordersx',
    ])
      expect(isApiKeyReadable('GET', url)).toBe(false);
  });
});
