import { describe, expect, it } from 'vitest';
import { isReconciled, parseManifestCsv, reconcileManifest } from './reconcile-manifest';

const bottle = (serial: string, facility = 'london', wineCode = 'W1') => ({ serial, wineCode, facility });

describe('reconcileManifest', () => {
  it('finds missing, extra, moved and mislabelled bottles', () => {
    const register = [bottle('A'), bottle('B'), bottle('C'), bottle('D')];
    const manifest = [bottle('A'), bottle('C', 'napa'), bottle('D', 'london', 'W2'), bottle('E')];
    expect(reconcileManifest(register, manifest)).toEqual({
      missing: ['B'],
      extra: ['E'],
      moved: [{ serial: 'C', from: 'london', to: 'napa' }],
      mislabelled: [{ serial: 'D', register: 'W1', manifest: 'W2' }],
    });
  });

  it('reconciles a manifest that lists exactly the register', () => {
    const register = [bottle('A'), bottle('B')];
    expect(isReconciled(reconcileManifest(register, [...register].reverse()))).toBe(true);
  });
});

describe('parseManifestCsv', () => {
  it('reads rows under the header and refuses duplicates and short lines', () => {
    const csv = 'serial,wine_code,facility,lot,condition\nA,W1,london,C1,excellent\r\nB,W1,london,C1,good\n';
    expect(parseManifestCsv(csv).map((r) => r.serial)).toEqual(['A', 'B']);
    expect(() =>
      parseManifestCsv('serial,wine_code,facility,lot,condition\nA,W1,london,C1,x\nA,W1,london,C1,x'),
    ).toThrow('Line 3: serial A is listed twice.');
    expect(() => parseManifestCsv('serial,wine_code,facility,lot,condition\nA,W1')).toThrow('Line 2');
    expect(() => parseManifestCsv('a,b\n')).toThrow('header');
  });
});
