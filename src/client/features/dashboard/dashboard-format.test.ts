import { describe, expect, it } from 'vitest';
import { formatAmount, kycLabel } from './dashboard-format';

describe('dashboard formatting', () => {
  it('shows KYC statuses with spaces and Pending by default', () => {
    expect(kycLabel('not_started')).toBe('Not started');
    expect(kycLabel('approved')).toBe('Approved');
    expect(kycLabel(undefined)).toBe('Pending');
  });

  it('shows VINO with 2 decimals and ETH with 6', () => {
    expect(formatAmount('1250.500000000000000000', 'VINO')).toBe('1,250.50');
    expect(formatAmount('0.123456789', 'ETH')).toBe('0.123457');
  });
});
