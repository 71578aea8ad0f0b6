import { describe, expect, it } from 'vitest';
import { deferred } from '../../../tests/setup/deferred';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once and serves the cached value until the TTL has passed', async () => {
    const clock = { now: 0 };
    const cache = new TtlCache<number>(30_000, () => clock.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.now = 29_999;
    expect(await cache.get('k', load)).toBe(1);
    clock.now = 30_000;
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('peeks at a fresh value only, and never loads', async () => {
    const clock = { now: 0 };
    const cache = new TtlCache<number>(30_000, () => clock.now);
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 7);
    expect(cache.peek('k')).toBe(7);
    clock.now = 30_000;
    expect(cache.peek('k')).toBeUndefined();
    cache.clear();
    clock.now = 0;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('shares one pending load between concurrent misses', async () => {
    const cache = new TtlCache<string>(1_000, () => 0);
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    const third = cache.get('k', load);
    gate.resolve('value');
    expect(await Promise.all([first, second, third])).toEqual(['value', 'value', 'value']);
    expect(loads).toBe(1);
  });

  it('keeps keys apart', async () => {
    const cache = new TtlCache<string>(1_000, () => 0);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('does not cache a failed load: the next call tries again', async () => {
    const cache = new TtlCache<string>(1_000, () => 0);
    const failing = deferred<string>();
    const pending = cache.get('k', () => failing.promise);
    failing.reject(new Error('database down'));
    await expect(pending).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('delete and clear force the next read to load', async () => {
    const cache = new TtlCache<number>(60_000, () => 0);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    cache.delete('k');
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('a load that started before clear() neither serves nor stores its stale value afterwards', async () => {
    const cache = new TtlCache<string>(60_000, () => 0);
    const slow = deferred<string>();
    const before = cache.get('k', () => slow.promise); // read began before a settings update
    cache.clear(); // the update committed and cleared the cache
    const after = cache.get('k', async () => 'new');
    slow.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', async () => 'unexpected reload')).toBe('new');
  });
});
