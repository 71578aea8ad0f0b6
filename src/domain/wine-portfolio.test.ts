import { describe, expect, it } from 'vitest';
import {
  appreciationPct,
  categoryBarWidthPct,
  meanAppreciationPct,
  portfolioValue,
  summarizeCategories,
  summarizeRegions,
  topByAppreciation,
  type WineAssetFigures,
} from './wine-portfolio';

const asset = (o: Partial<WineAssetFigures>): WineAssetFigures => ({
  name: 'Wine',
  producer: 'Producer',
  region: 'Bordeaux',
  country: 'France',
  category: 'red',
  currentValue: '100.00',
  purchasePrice: '100.00',
  bottleCount: 1,
  ...o,
});

describe('appreciation', () => {
  it('derives it from current value and purchase price, one decimal, rounding half away from zero', () => {
    expect(appreciationPct({ currentValue: '1150.00', purchasePrice: '850.00' })).toBe('35.3');
    expect(appreciationPct({ currentValue: '24500', purchasePrice: '17000' })).toBe('44.1');
    expect(appreciationPct({ currentValue: '90', purchasePrice: '100' })).toBe('-10.0');
    expect(appreciationPct({ currentValue: '1', purchasePrice: '0' })).toBe('0.0');
  });

  it('averages across assets before rounding', () => {
    // 35.294...% and 44.117...% -> 39.705...%
    expect(
      meanAppreciationPct([
        { currentValue: '1150', purchasePrice: '850' },
        { currentValue: '24500', purchasePrice: '17000' },
      ]),
    ).toBe('39.7');
    expect(meanAppreciationPct([])).toBe('0.0');
  });
});

describe('portfolio aggregates', () => {
  const assets = [
    asset({ name: 'A', producer: 'P1', currentValue: '1000', purchasePrice: '500', bottleCount: 10 }),
    asset({ name: 'B', producer: 'P2', currentValue: '200', purchasePrice: '100', bottleCount: 100 }),
    asset({ name: 'C', producer: 'P3', currentValue: '300', purchasePrice: '200', bottleCount: 10 }),
    asset({ name: 'D', producer: 'P4', currentValue: '50', purchasePrice: '40', bottleCount: 10 }),
    asset({ name: 'E', producer: 'P1', currentValue: '50', purchasePrice: '50', bottleCount: 10 }),
    asset({
      name: 'F',
      producer: 'Q',
      region: 'Tuscany',
      country: 'Italy',
      category: 'white',
      currentValue: '10',
      purchasePrice: '8',
      bottleCount: 5,
    }),
  ];

  it('sums current value x bottles in cents', () => {
    expect(portfolioValue(assets)).toBe('34050.00');
    expect(portfolioValue([asset({ currentValue: '0.10', bottleCount: 3 })])).toBe('0.30');
  });

  it('summarises regions: totals, mean appreciation, top three producers by value and the rest', () => {
    const [bordeaux, tuscany] = summarizeRegions(assets);
    expect(bordeaux).toEqual({
      name: 'Bordeaux',
      country: 'France',
      totalValue: '34000.00',
      bottleCount: 140,
      assetCount: 5,
      avgAppreciationPct: '55.0', // (100 + 100 + 50 + 25 + 0) / 5
      topProducers: ['P2', 'P1', 'P3'],
      otherProducerCount: 1,
    });
    expect(tuscany).toMatchObject({ name: 'Tuscany', totalValue: '50.00', topProducers: ['Q'], otherProducerCount: 0 });
  });

  it('averages per category in the given order and ranks the top performers', () => {
    expect(summarizeCategories(assets, ['red', 'white', 'dessert'] as const)).toEqual([
      { category: 'red', assetCount: 5, avgAppreciationPct: '55.0' },
      { category: 'white', assetCount: 1, avgAppreciationPct: '25.0' },
      { category: 'dessert', assetCount: 0, avgAppreciationPct: '0.0' },
    ]);
    expect(topByAppreciation(assets, 3).map((a) => a.name)).toEqual(['A', 'B', 'C']);
  });

  it('draws category bars full at 40%', () => {
    expect(categoryBarWidthPct('40.0')).toBe(100);
    expect(categoryBarWidthPct('10')).toBe(25);
    expect(categoryBarWidthPct('55')).toBe(100);
    expect(categoryBarWidthPct('-3')).toBe(0);
  });
});
