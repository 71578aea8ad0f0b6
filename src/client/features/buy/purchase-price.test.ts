import { describe, expect, it } from 'vitest';
import type { Presale } from '../../../contracts/metrics';
import { purchasePrice } from './purchase-price';

const presale = (endsAt: string): Presale => ({
  price_usd: '0.85',
  launch_price_usd: '1.00',
  discount_percent: 15,
  ends_at: endsAt,
  investors: 0,
  funds_raised_usd: '0',
});
const now = new Date('2026-11-22T03:00:00Z');

describe('purchasePrice', () => {
  it('uses the presale price while the presale runs', () => {
    expect(purchasePrice({ price: '1.02' }, presale('2026-12-01T00:00:00Z'), now)).toEqual({
      value: '0.85',
      source: 'presale',
      presaleEndsAt: '2026-12-01T00:00:00Z',
    });
  });

  it('uses the market price once it has ended, and nothing without a price', () => {
    expect(purchasePrice({ price: '1.02' }, presale('2026-11-22T02:59:59Z'), now)).toEqual({
      value: '1.02',
      source: 'market',
    });
    expect(purchasePrice(undefined, undefined, now)).toBeNull();
  });
});
