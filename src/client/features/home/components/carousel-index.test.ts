import { describe, expect, it } from 'vitest';
import { clampIndex, nextIndex, previousIndex } from './carousel-index';

describe('carousel index', () => {
  it('wraps forwards and backwards', () => {
    expect(nextIndex(5, 6)).toBe(0);
    expect(nextIndex(0, 6)).toBe(1);
    expect(previousIndex(0, 6)).toBe(5);
    expect(previousIndex(3, 6)).toBe(2);
  });

  it('copes with an empty list', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(clampIndex(4, 0)).toBe(0);
  });

  it('clamps after the list shrinks', () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
  });
});
