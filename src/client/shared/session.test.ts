import { describe, expect, it } from 'vitest';
import { greetingName } from './session';

describe('greetingName', () => {
  it('greets by the full name, then the account name, never the role', () => {
    expect(greetingName({ fullName: 'Demo Investor', accountName: 'investor', email: 'investor@example.com' })).toBe(
      'Demo Investor',
    );
    expect(greetingName({ fullName: '  ', accountName: 'Ann Lee', email: 'ann@example.com' })).toBe('Ann Lee');
  });

  it('falls back to the part of the email before @, then "Investor"', () => {
    expect(greetingName({ email: 'ann.lee@example.com' })).toBe('ann.lee');
    expect(greetingName({ fullName: null, email: 'no-at-sign' })).toBe('no-at-sign');
    expect(greetingName({ fullName: ' ', email: undefined })).toBe('Investor');
  });
});
