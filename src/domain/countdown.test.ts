import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const SPEC_START_S = ((7 * 24 + 21) * 60 + 45) * 60 + 30; // 7d 21h 45m 30s (core spec section 4)

describe('countdownParts', () => {
  const end = Date.UTC(2026, 0, 10, 12, 0, 0);

  it('splits the spec start of the presale countdown into 7d 21h 45m 30s', () => {
    expect(countdownParts(end, end - SPEC_START_S * 1000)).toEqual({
      days: 7,
      hours: 21,
      minutes: 45,
      seconds: 30,
      isOver: false,
    });
  });

  it('ticks down one second at a time, borrowing from minutes, hours and days', () => {
    expect(countdownParts(end, end - SPEC_START_S * 1000 + 1000)).toEqual({
      days: 7,
      hours: 21,
      minutes: 45,
      seconds: 29,
      isOver: false,
    });
    expect(countdownParts(end, end - 7 * 86_400_000 + 1000)).toEqual({
      days: 6,
      hours: 23,
      minutes: 59,
      seconds: 59,
      isOver: false,
    });
    expect(countdownParts(end, end - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, isOver: false });
  });

  it('counts whole seconds only: 1.9 s left shows 1 s', () => {
    expect(countdownParts(end, end - 1900).seconds).toBe(1);
    expect(countdownParts(end, end - 999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true });
  });

  it('never goes negative: at and after the end every part is zero and the countdown is over', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true };
    expect(countdownParts(end, end)).toEqual(zero);
    expect(countdownParts(end, end + 1)).toEqual(zero);
    expect(countdownParts(end, end + 90 * 86_400_000)).toEqual(zero);
  });
});
