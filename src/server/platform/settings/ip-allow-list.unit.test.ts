import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, isIpOrCidr } from '../../../contracts/settings';
import { allowListLockoutIssue, isIpAllowed, normalizeIp } from './ip-allow-list';

describe('IP allow-list', () => {
  it('recognises addresses and CIDR ranges', () => {
    for (const ok of ['203.0.113.7', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::1'])
      expect(isIpOrCidr(ok), ok).toBe(true);
    for (const bad of ['', 'localhost', '256.1.1.1', '10.0.0.0/33', '1.2.3', '2001:db8::/129', '1.2.3.4/8/1'])
      expect(isIpOrCidr(bad), bad).toBe(false);
  });

  it('matches addresses, ranges and IPv4-mapped IPv6 peers', () => {
    const list = ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'];
    expect(isIpAllowed('203.0.113.200', list)).toBe(true);
    expect(isIpAllowed('::ffff:198.51.100.7', list)).toBe(true);
    expect(isIpAllowed('2001:db8:1::5', list)).toBe(true);
    expect(isIpAllowed('198.51.100.8', list)).toBe(false);
    expect(isIpAllowed('not-an-ip', list)).toBe(false);
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses a list that would lock out the admin saving it', () => {
    expect(allowListLockoutIssue({ ipWhitelisting: false, ipAllowList: [] }, '1.2.3.4')).toBeNull();
    expect(allowListLockoutIssue({ ipWhitelisting: true, ipAllowList: ['10.0.0.0/8'] }, '10.1.2.3')).toBeNull();
    expect(allowListLockoutIssue({ ipWhitelisting: true, ipAllowList: ['10.0.0.0/8'] }, '1.2.3.4')).toBe(
      SETTINGS_MESSAGES.lockout('1.2.3.4'),
    );
  });
});
