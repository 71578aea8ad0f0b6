import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './money';
import {
  claimableAt,
  DAY_MS,
  earnedAt,
  LEDGER_SCALE,
  lockEndsAt,
  parseStakeAmount,
  payoutBoundaries,
  rewardFor,
  rewardForDays,
} from './staking-rewards';

const vino = (text: string) => parseDecimal(text, LEDGER_SCALE);
const show = (amount: bigint) => formatDecimal(amount, LEDGER_SCALE);

describe('rewardForDays: amount x APY x days / 365 (investor spec section 9)', () => {
  it('1000 VINO in the flexible pool (6.5 %) for 30 days earns 5.342465753424657534 VINO', () => {
    // 1000 x 0.065 x 30 / 365 = 5.3424657534246575342..., rounded down at 18 decimals.
    expect(show(rewardForDays(vino('1000'), '6.5', 30))).toBe('5.342465753424657534');
  });

  it('a full year pays exactly the APY of each pool', () => {
    expect(show(rewardForDays(vino('100'), '6.5', 365))).toBe('6.500000000000000000');
    expect(show(rewardForDays(vino('500'), '8.5', 365))).toBe('42.500000000000000000');
    expect(show(rewardForDays(vino('1000'), '12', 365))).toBe('120.000000000000000000');
    expect(show(rewardForDays(vino('5000'), '15.5', 365))).toBe('775.000000000000000000');
  });

  it('one day of 5000 VINO in the wine vault: 5000 x 0.155 / 365', () => {
    expect(show(rewardForDays(vino('5000'), '15.5', 1))).toBe('2.123287671232876712');
  });

  it('never pays for nothing: zero time, zero amount or negative time', () => {
    expect(rewardFor(vino('1000'), '6.5', 0)).toBe(0n);
    expect(rewardFor(0n, '6.5', DAY_MS)).toBe(0n);
    expect(rewardFor(vino('1000'), '6.5', -DAY_MS)).toBe(0n);
  });

  it('computed from the start, so 30 single days add up to no more than 30 days at once', () => {
    const once = rewardForDays(vino('1234.56'), '8.5', 30);
    const perDay = rewardForDays(vino('1234.56'), '8.5', 1) * 30n;
    expect(once).toBeGreaterThanOrEqual(perDay);
    expect(once - perDay).toBeLessThan(30n);
  });
});

describe('earned and claimable', () => {
  const startedAt = new Date('2026-01-01T00:00:00Z');
  const stake = { amount: vino('1000'), apyPercent: '6.5', startedAt, endedAt: null };
  const day = (n: number) => new Date(startedAt.getTime() + n * DAY_MS);

  it('earns continuously while active and stops when unstaked', () => {
    expect(earnedAt(stake, day(30))).toBe(rewardForDays(vino('1000'), '6.5', 30));
    const ended = { ...stake, endedAt: day(10) };
    expect(earnedAt(ended, day(30))).toBe(rewardForDays(vino('1000'), '6.5', 10));
  });

  it('claimable is earned minus paid, never negative', () => {
    const earned = earnedAt(stake, day(30));
    expect(claimableAt({ ...stake, paid: earned - 5n }, day(30))).toBe(5n);
    expect(claimableAt({ ...stake, paid: earned + 5n }, day(30))).toBe(0n);
  });
});

describe('payout boundaries at the pool frequency', () => {
  const startedAt = new Date('2026-01-01T12:00:00Z');
  const at = (days: number) => new Date(startedAt.getTime() + days * DAY_MS);

  it('daily: none before the first day, then every whole day', () => {
    expect(payoutBoundaries(startedAt, 'daily', at(0.5))).toEqual({ last: null, next: at(1) });
    expect(payoutBoundaries(startedAt, 'daily', at(3.2))).toEqual({ last: at(3), next: at(4) });
  });

  it('weekly every 7 days, monthly every 30 days', () => {
    expect(payoutBoundaries(startedAt, 'weekly', at(6.9))).toEqual({ last: null, next: at(7) });
    expect(payoutBoundaries(startedAt, 'weekly', at(15))).toEqual({ last: at(14), next: at(21) });
    expect(payoutBoundaries(startedAt, 'monthly', at(30))).toEqual({ last: at(30), next: at(60) });
  });
});

describe('lock and amount', () => {
  it('a flexible pool has no lock; a locked pool unlocks after its days', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    expect(lockEndsAt(start, 0)).toBeNull();
    expect(lockEndsAt(start, 30)).toEqual(new Date('2026-03-31T00:00:00Z'));
  });

  it('takes positive amounts with at most 2 decimals', () => {
    expect(parseStakeAmount(' 100 ')).toBe(vino('100'));
    expect(parseStakeAmount('100.25')).toBe(vino('100.25'));
    for (const bad of ['', '0', '0.00', '-5', 'abc', '1.234', '1e3', '.5']) expect(parseStakeAmount(bad)).toBeNull();
  });
});
