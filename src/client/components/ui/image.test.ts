import { describe, expect, it } from 'vitest';
import { IMAGE_RETRY_COUNT } from '../../lib/ui-constants';
import { statusAfterError, withRetryParam } from './image';

describe('image retry policy', () => {
  it('retries IMAGE_RETRY_COUNT times, then fails', () => {
    expect(IMAGE_RETRY_COUNT).toBe(2);
    expect(statusAfterError(0)).toBe('waiting');
    expect(statusAfterError(1)).toBe('waiting');
    expect(statusAfterError(2)).toBe('failed');
  });

  it('busts the cache on retries only', () => {
    expect(withRetryParam('/a.webp', 0)).toBe('/a.webp');
    expect(withRetryParam('/a.webp', 1)).toBe('/a.webp?retry=1');
    expect(withRetryParam('/a.webp?w=2#x', 2)).toBe('/a.webp?w=2&retry=2#x');
  });
});
