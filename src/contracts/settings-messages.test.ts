import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from './settings-messages';

describe('session idle message', () => {
  it('says "minute" for one and "minutes" otherwise', () => {
    expect(SETTINGS_MESSAGES.sessionIdle(1)).toBe(
      'Your session ended after 1 minute without activity. Please sign in again.',
    );
    expect(SETTINGS_MESSAGES.sessionIdle(60)).toBe(
      'Your session ended after 60 minutes without activity. Please sign in again.',
    );
  });
});
