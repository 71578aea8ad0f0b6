import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_STATEMENT_AGE_MS, checkMint } from './secure-mint';

const now = new Date('2026-11-28T12:00:00Z');
const latest = { issuedAt: '2026-11-28T00:00:00.000Z', totalValueCents: 10_000n }; // USD 100
const base = { latest, supplyVino: '90', mintVino: '10', now, maxAgeMs: DEFAULT_MAX_STATEMENT_AGE_MS };

describe('checkMint', () => {
  it('allows a mint up to the attested value', () => {
    expect(checkMint(base)).toEqual({ allowed: true });
  });

  it('refuses one cent-worth above the attested value', () => {
    expect(checkMint({ ...base, mintVino: '10.00000001' })).toMatchObject({
      allowed: false,
      reason: 'SUPPLY_ABOVE_RESERVE',
    });
  });

  it('refuses without a statement or with one older than the setting', () => {
    expect(checkMint({ ...base, latest: null })).toMatchObject({ reason: 'NO_STATEMENT' });
    expect(checkMint({ ...base, now: new Date('2026-11-30T00:00:01Z') })).toMatchObject({ reason: 'STATEMENT_STALE' });
    expect(checkMint({ ...base, maxAgeMs: 3_600_000 })).toMatchObject({ reason: 'STATEMENT_STALE' });
  });
});
