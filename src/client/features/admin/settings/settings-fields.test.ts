import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  SETTINGS_MESSAGES,
  SYSTEM_SETTINGS_GROUPS,
} from '../../../../contracts/settings';
import { DEFAULT_FORM, SETTING_FIELDS, fromForm, isGroupChanged, validateGroup } from './settings-fields';

describe('System Settings form fields', () => {
  it('has a field for every setting of the five groups, and the defaults round-trip', () => {
    for (const group of SYSTEM_SETTINGS_GROUPS) {
      const keys = SETTING_FIELDS[group].map((f) => f.key).sort();
      expect(keys).toEqual(Object.keys(SETTINGS_GROUPS[group].shape).sort());
      expect(fromForm(group, DEFAULT_FORM[group])).toEqual(DEFAULT_SETTINGS[group]);
      expect(validateGroup(group, DEFAULT_FORM[group])).toEqual({});
    }
  });

  it('gives the contract’s field messages, empty numbers included', () => {
    expect(validateGroup('trading', { ...DEFAULT_FORM.trading, tradingFeePercent: '12' })).toEqual({
      tradingFeePercent: 'Trading fee must be between 0% and 10%',
    });
    expect(validateGroup('trading', { ...DEFAULT_FORM.trading, minimumTradeAmount: '2000000' })).toEqual({
      minimumTradeAmount: SETTINGS_MESSAGES.tradeRange,
    });
    expect(validateGroup('blockchain', { ...DEFAULT_FORM.blockchain, maxRetries: '' }).maxRetries).toBe(
      'Max retries must be a number',
    );
    expect(validateGroup('security', { ...DEFAULT_FORM.security, ipAllowList: '10.0.0.0/8\nnope' })).toEqual({
      ipAllowList: 'nope is not an IP address or CIDR range',
    });
  });

  it('knows when a group changed', () => {
    expect(isGroupChanged(DEFAULT_FORM.platform, { ...DEFAULT_FORM.platform })).toBe(false);
    expect(isGroupChanged(DEFAULT_FORM.platform, { ...DEFAULT_FORM.platform, maintenanceMode: true })).toBe(true);
  });
});
