import { describe, expect, it } from 'vitest';
import { detectThreats, splitIntoBursts, type SecurityEvent } from './threat-rules';

const T0 = Date.parse('2026-01-10T12:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const failed = (minutes: number, email: string, ip = '203.0.113.5'): SecurityEvent => ({
  kind: 'sign_in_failed',
  at: at(minutes),
  ip,
  email,
  userId: null,
});

describe('splitIntoBursts', () => {
  it('starts a new burst once an event is more than the window after the burst start', () => {
    const events = [0, 5, 15, 16, 40].map((m) => failed(m, 'a@x.test'));
    expect(splitIntoBursts(events, 15 * 60_000).map((b) => b.events.length)).toEqual([3, 1, 1]);
  });
});

describe('detectThreats', () => {
  it('raises brute force for 5 failed sign-ins on one account within 15 minutes, not for 4', () => {
    const four = [0, 1, 2, 3].map((m) => failed(m, 'victim@x.test'));
    expect(detectThreats(four)).toEqual([]);
    const five = [...four, { ...failed(4, 'victim@x.test'), kind: 'sign_in_blocked' as const }];
    const [threat, ...rest] = detectThreats(five);
    expect(rest).toEqual([]);
    expect(threat).toMatchObject({
      key: `brute_force:victim@x.test:${at(0).toISOString()}`,
      rule: 'brute_force',
      type: 'intrusion',
      severity: 'high',
      eventCount: 5,
      ipAddress: '203.0.113.5',
      timestamp: at(4),
    });
  });

  it('does not join attempts spread wider than the window', () => {
    expect(detectThreats([0, 4, 8, 12, 16].map((m) => failed(m, 'slow@x.test')))).toEqual([]);
  });

  it('makes brute force critical at twice the threshold and keeps the key stable as attempts grow', () => {
    const ten = Array.from({ length: 10 }, (_, i) => failed(i, 'v@x.test', `198.51.100.${i}`));
    const [threat] = detectThreats(ten);
    expect(threat?.severity).toBe('critical');
    expect(threat?.ipAddress).toBeNull();
    expect(threat?.key).toBe(detectThreats(ten.slice(0, 6))[0]?.key);
  });

  it('raises many-accounts-one-address for failed sign-ins on 5 accounts from one address', () => {
    const events = ['a', 'b', 'c', 'd', 'e'].map((name, i) => failed(i, `${name}@x.test`, '192.0.2.9'));
    const threats = detectThreats(events);
    expect(threats).toHaveLength(1);
    expect(threats[0]).toMatchObject({ rule: 'many_accounts_one_address', type: 'fraud', ipAddress: '192.0.2.9' });
    expect(detectThreats(events.slice(0, 4))).toEqual([]);
  });

  it('raises admin-new-address only when an admin with earlier sign-ins uses an unseen address', () => {
    const signIn = (m: number, ip: string, isAdmin = true): SecurityEvent => ({
      kind: 'sign_in',
      at: at(m),
      ip,
      email: 'boss@x.test',
      userId: 'u1',
      isAdmin,
    });
    expect(detectThreats([signIn(0, '10.0.0.1'), signIn(60, '10.0.0.1')])).toEqual([]);
    expect(detectThreats([signIn(0, '10.0.0.1', false), signIn(60, '10.0.0.2', false)])).toEqual([]);
    const threats = detectThreats([signIn(0, '10.0.0.1'), signIn(60, '10.0.0.2'), signIn(90, '10.0.0.2')]);
    expect(threats).toHaveLength(1);
    expect(threats[0]).toMatchObject({ key: 'admin_new_address:u1:10.0.0.2', severity: 'medium', timestamp: at(60) });
  });

  it('raises a 403 burst for 20 refused requests from one address within 5 minutes', () => {
    const denied = (i: number, ip = '192.0.2.77'): SecurityEvent => ({
      kind: 'access_denied',
      at: new Date(T0 + i * 10_000),
      ip,
      email: null,
      userId: null,
    });
    const nineteen = Array.from({ length: 19 }, (_, i) => denied(i));
    expect(detectThreats(nineteen)).toEqual([]);
    const threats = detectThreats([...nineteen, denied(19)]);
    expect(threats).toHaveLength(1);
    expect(threats[0]).toMatchObject({ rule: 'forbidden_burst', type: 'ddos', eventCount: 20 });
  });

  it('lists threats newest first', () => {
    const early = [0, 1, 2, 3, 4].map((m) => failed(m, 'early@x.test', '192.0.2.1'));
    const late = [100, 101, 102, 103, 104].map((m) => failed(m, 'late@x.test', '192.0.2.2'));
    expect(detectThreats([...late, ...early]).map((t) => t.key.split(':')[1])).toEqual(['late@x.test', 'early@x.test']);
  });
});
