import { describe, expect, it } from 'vitest';
import {
  appraisalStatus,
  backingAfter,
  daysUntil,
  tokensForAsset,
  underBackedMessage,
  valueDelta,
} from './wine-reserve';

describe('appraisalStatus', () => {
  it('is overdue when the date is past, due soon from 0 to 30 days, current beyond', () => {
    expect(appraisalStatus('2026-11-24', '2026-11-25')).toEqual({ status: 'overdue', days: -1 });
    expect(appraisalStatus('2026-11-25', '2026-11-25')).toEqual({ status: 'due_soon', days: 0 });
    expect(appraisalStatus('2026-12-25', '2026-11-25')).toEqual({ status: 'due_soon', days: 30 });
    expect(appraisalStatus('2026-12-26', '2026-11-25')).toEqual({ status: 'current', days: 31 });
    expect(appraisalStatus(null, '2026-11-25')).toEqual({ status: 'unscheduled', days: null });
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(daysUntil('2027-04-01', '2027-03-01')).toBe(31);
  });
});

describe('tokensForAsset', () => {
  it('issues one VINO per USD of value, to the cent', () => {
    expect(tokensForAsset({ currentValue: '8000.00', bottleCount: 150 })).toBe('1200000.00');
    expect(tokensForAsset({ currentValue: '12.345', bottleCount: 3 })).toBe('37.02');
  });
});

describe('backingAfter', () => {
  const seeded = { reserveValueUsd: '51200000.00', circulatingSupply: '50000000.00000000' };

  it('reports the seeded 102.4% and keeps full backing for a tokenization of untokenized wine', () => {
    expect(backingAfter(seeded, { reserveDeltaUsd: '0', supplyDeltaVino: '0' })).toEqual({
      ratioPct: '102.4',
      isFullyBacked: true,
    });
    const tokenize = backingAfter(seeded, { reserveDeltaUsd: '1200000.00', supplyDeltaVino: '1200000.00' });
    expect(tokenize).toEqual({ ratioPct: '102.3', isFullyBacked: true });
  });

  it('refuses exactly below 100%, even when the percentage rounds to 100.0', () => {
    expect(backingAfter(seeded, { reserveDeltaUsd: '-1200000.00', supplyDeltaVino: '0' }).isFullyBacked).toBe(true);
    const justUnder = backingAfter(seeded, { reserveDeltaUsd: '-1200000.01', supplyDeltaVino: '0' });
    expect(justUnder).toEqual({ ratioPct: '100.0', isFullyBacked: false });
    expect(backingAfter(seeded, { reserveDeltaUsd: '-4600000', supplyDeltaVino: '0' }).ratioPct).toBe('93.2');
  });

  it('counts a reserve without circulating VINO as fully backed', () => {
    expect(
      backingAfter({ reserveValueUsd: '0', circulatingSupply: '0' }, { reserveDeltaUsd: '0', supplyDeltaVino: '0' }),
    ).toMatchObject({ isFullyBacked: true });
  });
});

describe('valueDelta and the refusal message', () => {
  it('gives the signed change of current value x bottles', () => {
    expect(
      valueDelta({ currentValue: '1150.00', bottleCount: 4000 }, { currentValue: '1000.00', bottleCount: 4000 }),
    ).toBe('-600000.00');
    expect(valueDelta({ currentValue: '10.00', bottleCount: 2 }, { currentValue: '10.00', bottleCount: 3 })).toBe(
      '10.00',
    );
  });

  it('names the resulting ratio', () => {
    expect(underBackedMessage('93.2')).toMatch(/^Refused: this would take the backing ratio to 93\.2%, under 100%\./);
  });
});
