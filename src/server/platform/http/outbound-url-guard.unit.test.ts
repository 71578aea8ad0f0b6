import { describe, expect, it } from 'vitest';
import { assertOutboundUrl, isPrivateAddress, outboundUrlPolicy } from './outbound-url-guard';

const strict = { allowPrivateNetwork: false };
const resolvesTo = (addresses: string[]) => async () => addresses;

describe('outbound URL guard', () => {
  it('knows private, loopback, link-local and reserved addresses, v4 and v6', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a host when any address it resolves to is private', async () => {
    await expect(assertOutboundUrl('https://rpc.example.com', strict, resolvesTo(['8.8.8.8']))).resolves.toBeUndefined();
    await expect(
      assertOutboundUrl('https://rpc.example.com', strict, resolvesTo(['8.8.8.8', '10.0.0.5'])),
    ).rejects.toThrow(/10\.0\.0\.5/);
    await expect(assertOutboundUrl('http://169.254.169.254/latest', strict)).rejects.toThrow(/private/);
    await expect(assertOutboundUrl('http://[::1]:8545', strict)).rejects.toThrow(/private/);
    await expect(assertOutboundUrl('http://localhost:8545', strict, resolvesTo(['127.0.0.1']))).rejects.toThrow();
    await expect(assertOutboundUrl('file:///etc/passwd', strict)).rejects.toThrow(/http/);
  });

  it('lifts the rule only in demo mode and tests, where the local chain runs', async () => {
    expect(outboundUrlPolicy({ demoMode: true, env: 'production' })).toEqual({ allowPrivateNetwork: true });
    expect(outboundUrlPolicy({ demoMode: false, env: 'test' })).toEqual({ allowPrivateNetwork: true });
    expect(outboundUrlPolicy({ demoMode: false, env: 'production' })).toEqual({ allowPrivateNetwork: false });
    expect(outboundUrlPolicy({ demoMode: false, env: 'development' })).toEqual({ allowPrivateNetwork: false });
    const local = outboundUrlPolicy({ demoMode: true, env: 'development' });
    await expect(assertOutboundUrl('http://127.0.0.1:8545', local)).resolves.toBeUndefined();
  });
});
