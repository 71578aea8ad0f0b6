import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address-key';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network, however they are written', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2:0:0:0:9%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is not an IP address alone', () => {
    expect(clientAddressKey('not:an:address')).toBe('not:an:address');
    expect(clientAddressKey('')).toBe('');
  });
});
