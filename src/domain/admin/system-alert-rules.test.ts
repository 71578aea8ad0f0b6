import { describe, expect, it } from 'vitest';
import { AddressWindow, SIGN_IN_BURST_WINDOW_MS } from './system-alert-rules';

describe('AddressWindow', () => {
  it('counts distinct addresses inside the window and forgets older ones', () => {
    const w = new AddressWindow(SIGN_IN_BURST_WINDOW_MS);
    expect(w.add('10.0.0.1', 0)).toEqual(['10.0.0.1']);
    expect(w.add('10.0.0.1', 1_000)).toEqual(['10.0.0.1']);
    expect(w.add('10.0.0.2', 2_000)).toHaveLength(2);
    // 10.0.0.1 last seen at 1 000: still inside at 1 000 + window - 1, gone at 1 000 + window.
    expect(w.current(1_000 + SIGN_IN_BURST_WINDOW_MS - 1)).toHaveLength(2);
    expect(w.current(1_000 + SIGN_IN_BURST_WINDOW_MS)).toEqual(['10.0.0.2']);
  });

  it('keeps at most maxAddresses, dropping the least recently seen', () => {
    const w = new AddressWindow(SIGN_IN_BURST_WINDOW_MS, 2);
    w.add('a', 0);
    w.add('b', 1);
    w.add('a', 2);
    expect(w.add('c', 3)).toEqual(['a', 'c']);
  });
});
