import { describe, expect, it } from 'vitest';
import { formatLedgerAmount } from './exchange/markets';
import {
  canMoveRedemption,
  redeemableBottles,
  redemptionTokens,
  redemptionValueCents,
  REDEMPTION_STATUSES,
} from './redemption';

const tokens = (bottles: number, value: string, price: string) =>
  formatLedgerAmount(redemptionTokens(bottles, value, price));

describe('redemption value: current_value is per bottle', () => {
  it('multiplies the per-bottle value by the bottles', () => {
    expect(redemptionValueCents(1, '1150.00')).toBe(115_000n);
    expect(redemptionValueCents(12, '24500')).toBe(29_400_000n);
  });
});

describe('redemptionTokens = bottles x value per bottle / VINO price', () => {
  it('at the 1.00 peg, one VINO per dollar', () => {
    expect(tokens(2, '1150.00', '1.0000')).toBe('2300.000000000000000000');
  });

  it('at another price, exact to 18 decimals', () => {
    expect(tokens(1, '100.00', '1.25')).toBe('80.000000000000000000');
    expect(tokens(3, '1150.00', '2.5000')).toBe('1380.000000000000000000');
  });

  it('rounds up, so the hold never falls short of the bottles’ value', () => {
    // 100 / 3 = 33.333… VINO
    expect(tokens(1, '100.00', '3')).toBe('33.333333333333333334');
    expect(tokens(1, '0.01', '3')).toBe('0.003333333333333334');
  });

  it('refuses a zero price', () => {
    expect(() => redemptionTokens(1, '100', '0')).toThrow('positive');
  });
});

describe('availability', () => {
  it('is the bottles less those reserved, never below zero', () => {
    expect(redeemableBottles(4000, 10)).toBe(3990);
    expect(redeemableBottles(5, 7)).toBe(0);
  });
});

describe('status transitions', () => {
  it('a member cancels only a pending request; final statuses never move', () => {
    expect(canMoveRedemption('pending', 'cancelled')).toBe(true);
    expect(canMoveRedemption('approved', 'cancelled')).toBe(false);
    expect(canMoveRedemption('pending', 'approved')).toBe(true);
    expect(canMoveRedemption('approved', 'fulfilled')).toBe(true);
    for (const final of ['cancelled', 'rejected', 'fulfilled'] as const)
      for (const to of REDEMPTION_STATUSES) expect(canMoveRedemption(final, to)).toBe(false);
  });
});
