import { describe, expect, it } from 'vitest';
import { greetingName } from './session';

describe('greetingName', () => {
  it('is the part of the email before @', () => {
    expect(greetingName('ann.lee@example.com')).toBe('ann.lee');
    expect(greetingName('no-at-sign')).toBe('no-at-sign');
  });
});
