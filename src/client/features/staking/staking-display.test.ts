import { describe, expect, it } from 'vitest';
import type { StakingPool } from '../../../contracts/staking';
import { canClaim, estimateReward, formatVino, isStakeDisabled, validateStake } from './staking-display';

const pool = (overrides: Partial<StakingPool> = {}): StakingPool => ({
  id: 'flexible',
  name: 'Flexible Staking',
  description: '',
  apy: '6.5',
  minStake: '100',
  lockDays: 0,
  rewardFrequency: 'daily',
  risk: 'low',
  features: [],
  membersOnly: false,
  totalStaked: '0',
  ...overrides,
});

describe('stake form checks (investor spec section 5)', () => {
  it('gives the spec messages in order: valid amount, minimum, balance', () => {
    expect(validateStake('', pool(), '5420.5')).toBe('Please enter a valid stake amount');
    expect(validateStake('abc', pool(), '5420.5')).toBe('Please enter a valid stake amount');
    expect(validateStake('0', pool(), '5420.5')).toBe('Please enter a valid stake amount');
    expect(validateStake('99', pool(), '5420.5')).toBe('Minimum stake amount is 100 VINO');
    expect(validateStake('4999', pool({ minStake: '5000' }), '9000')).toBe('Minimum stake amount is 5000 VINO');
    expect(validateStake('5420.51', pool(), '5420.5')).toBe('Insufficient balance for this stake amount');
    expect(validateStake('5420.50', pool(), '5420.5')).toBeNull();
  });

  it('disables the button while the amount is empty or below the minimum', () => {
    expect(isStakeDisabled('', pool())).toBe(true);
    expect(isStakeDisabled('  ', pool())).toBe(true);
    expect(isStakeDisabled('99.99', pool())).toBe(true);
    expect(isStakeDisabled('100', pool())).toBe(false);
    // Not a number: enabled, so pressing it shows "Please enter a valid stake amount".
    expect(isStakeDisabled('abc', pool())).toBe(false);
  });
});

describe('display', () => {
  it('cuts amounts to 2 decimals with grouping, never rounding up', () => {
    expect(formatVino('12345.678900000000000000')).toBe('12,345.67');
    expect(formatVino('0')).toBe('0.00');
    expect(formatVino('5.342465753424657534', 4)).toBe('5.3424');
  });

  it('estimates amount x APY x days / 365 over 30 days for a flexible pool, the lock otherwise', () => {
    expect(estimateReward('1000', pool())).toBe('5.34');
    expect(estimateReward('1000', pool({ apy: '12', lockDays: 90 }))).toBe('29.58');
    expect(estimateReward('x', pool())).toBeNull();
  });

  it('offers Claim from 0.01 VINO', () => {
    expect(canClaim('0.009999999999999999')).toBe(false);
    expect(canClaim('0.010000000000000000')).toBe(true);
  });
});
