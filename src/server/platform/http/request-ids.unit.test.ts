import { describe, expect, it } from 'vitest';
import { createRequestIdGenerator } from './request-ids';

describe('request ids', () => {
  it('keeps a short id the client sent, and makes one otherwise', () => {
    const next = createRequestIdGenerator();
    expect(next('client-id-1')).toBe('client-id-1');
    expect(next(undefined)).toMatch(/^[0-9a-f]{12}-1$/);
    expect(next('x'.repeat(65))).toMatch(/^[0-9a-f]{12}-2$/);
    expect(next(['a', 'b'])).toMatch(/^[0-9a-f]{12}-3$/);
  });

  it('never repeats within a process or across processes', () => {
    const a = createRequestIdGenerator();
    const b = createRequestIdGenerator();
    const ids = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      ids.add(a(undefined));
      ids.add(b(undefined));
    }
    expect(ids.size).toBe(20_000);
  });
});
