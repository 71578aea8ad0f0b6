import { describe, expect, it } from 'vitest';
import { classifyDueDate, COMPLIANCE_DUE_SOON_DAYS, daysUntil, isOpenAudit, toIsoDay } from './compliance';

describe('daysUntil', () => {
  it('counts calendar days, across months, years and leap days', () => {
    expect(daysUntil('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysUntil('2026-12-25', '2026-11-25')).toBe(30);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2026-11-24', '2026-11-25')).toBe(-1);
  });

  it('refuses something that is not a calendar day', () => {
    expect(() => daysUntil('25/11/2026', '2026-11-25')).toThrow(/calendar day/);
  });
});

describe('classifyDueDate (spec: overdue when past, due soon when 0 to 30 days remain)', () => {
  const today = '2026-11-25';

  it('is overdue from the day after the due date', () => {
    expect(classifyDueDate('2026-11-24', today)).toBe('overdue');
    expect(classifyDueDate('2025-01-01', today)).toBe('overdue');
  });

  it('is due soon on the due date itself and up to 30 days ahead', () => {
    expect(classifyDueDate('2026-11-25', today)).toBe('due_soon');
    expect(classifyDueDate('2026-12-10', today)).toBe('due_soon');
    expect(classifyDueDate('2026-12-25', today)).toBe('due_soon');
  });

  it('is current from 31 days ahead', () => {
    expect(COMPLIANCE_DUE_SOON_DAYS).toBe(30);
    expect(classifyDueDate('2026-12-26', today)).toBe('current');
    expect(classifyDueDate('2027-06-01', today)).toBe('current');
  });

  it('takes another threshold when given one', () => {
    expect(classifyDueDate('2026-12-05', today, 7)).toBe('current');
    expect(classifyDueDate('2026-12-02', today, 7)).toBe('due_soon');
  });
});

describe('toIsoDay and isOpenAudit', () => {
  it('reads the UTC calendar day of an instant', () => {
    expect(toIsoDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(toIsoDay(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
  });

  it('treats only completed audits as closed', () => {
    expect(isOpenAudit('completed')).toBe(false);
    expect(isOpenAudit('scheduled')).toBe(true);
    expect(isOpenAudit('in_progress')).toBe(true);
  });
});
