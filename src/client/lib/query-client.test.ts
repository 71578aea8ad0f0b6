import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';
import { resolveTheme } from './theme';

describe('shouldRetry', () => {
  it('never retries client errors', () => {
    expect(shouldRetry(0, new ApiError(401, 'X', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'X', 'x'))).toBe(false);
  });
  it('retries server and network errors twice', () => {
    expect(shouldRetry(0, new ApiError(503, 'X', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'X', 'x'))).toBe(true);
    expect(shouldRetry(2, new Error('x'))).toBe(false);
  });
});

describe('resolveTheme', () => {
  it('follows the system only for auto', () => {
    expect(resolveTheme('dark', true)).toBe('dark');
    expect(resolveTheme('light', false)).toBe('light');
    expect(resolveTheme('auto', true)).toBe('light');
    expect(resolveTheme('auto', false)).toBe('dark');
  });
});
