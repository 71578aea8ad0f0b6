import { describe, expect, it } from 'vitest';
import { initialBuyAmount } from './buy-query';

const amountFor = (query: string) => initialBuyAmount(new URLSearchParams(query));

describe('initialBuyAmount (spec section 2)', () => {
  it('applies an integer amount from 100 to 1,000,000', () => {
    expect(amountFor('amount=5000')).toBe(5000);
    expect(amountFor('amount=100')).toBe(100);
    expect(amountFor('amount=1000000')).toBe(1_000_000);
  });

  it('ignores amounts out of range or not integers', () => {
    expect(amountFor('amount=50')).toBe(1000);
    expect(amountFor('amount=99')).toBe(1000);
    expect(amountFor('amount=1000001')).toBe(1000);
    expect(amountFor('amount=250.5')).toBe(1000);
    expect(amountFor('amount=abc')).toBe(1000);
    expect(amountFor('amount=')).toBe(1000);
  });

  it('source presale sets 5000, stock 10000; ref homepage sets 1000', () => {
    expect(amountFor('source=presale')).toBe(5000);
    expect(amountFor('source=stock')).toBe(10000);
    expect(amountFor('ref=homepage')).toBe(1000);
    expect(amountFor('source=elsewhere')).toBe(1000);
  });

  it('an applied amount wins over source; an ignored one falls back to source', () => {
    expect(amountFor('amount=2500&source=presale')).toBe(2500);
    expect(amountFor('amount=50&source=stock')).toBe(10000);
  });
});
