import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnv1a, isSampledSession, VITALS_SAMPLE_PERCENT } from './vitals-sampling';

describe('web-vitals session sampling', () => {
  it('hashes with FNV-1a (reference values)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
  it('decides once per session: the same id always gets the same answer', () => {
    fc.assert(fc.property(fc.string(), (id) => isSampledSession(id) === isSampledSession(id.slice())));
  });
  it('samples about the configured share of random sessions', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `session-${i}-${(i * 2654435761) % 4294967296}`);
    const share = (ids.filter((id) => isSampledSession(id)).length / ids.length) * 100;
    expect(share).toBeGreaterThan(VITALS_SAMPLE_PERCENT - 2);
    expect(share).toBeLessThan(VITALS_SAMPLE_PERCENT + 2);
    expect(ids.every((id) => !isSampledSession(id, 0))).toBe(true);
    expect(ids.every((id) => isSampledSession(id, 100))).toBe(true);
  });
});
