import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../../tests/setup/deferred';
import { AsyncContextRelease } from './async-context-release';

/** Node 20's AsyncLocalStorage says whether it is enabled (the promise hook is on while one is). */
const isEnabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

describe('async context release', () => {
  it('disables the storages only when the last of overlapping calls has finished', async () => {
    const storage = { disable: vi.fn() };
    const release = new AsyncContextRelease([storage, storage]);
    const first = deferred<string>();
    const second = deferred<string>();
    const firstResult = release.wrap(() => first.promise)();
    const secondResult = release.wrap(() => second.promise)();

    first.resolve('one');
    expect(await firstResult).toBe('one');
    expect(storage.disable).not.toHaveBeenCalled();

    second.resolve('two');
    expect(await secondResult).toBe('two');
    expect(storage.disable).toHaveBeenCalledTimes(2);
  });

  it('counts a failed call as finished, and passes its error on', async () => {
    const storage = { disable: vi.fn() };
    const failing = deferred<string>();
    const result = new AsyncContextRelease([storage]).wrap(() => failing.promise)();
    failing.reject(new Error('refused'));
    await expect(result).rejects.toThrow('refused');
    expect(storage.disable).toHaveBeenCalledTimes(1);
  });

  it("keeps the wrapped call's own properties", () => {
    const endpoint = Object.assign(async () => 'ok', { path: '/get-session' });
    expect(new AsyncContextRelease([]).wrap(endpoint).path).toBe('/get-session');
  });

  it('keeps the store across awaits during a call, releases it after, and works again on the next call', async () => {
    const storage = new AsyncLocalStorage<string>();
    const release = new AsyncContextRelease([storage]);
    const readAcrossAwaits = release.wrap(async (store: string) =>
      storage.run(store, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await Promise.resolve();
        return storage.getStore();
      }),
    );

    const [a, b] = await Promise.all([readAcrossAwaits('a'), readAcrossAwaits('b')]);
    expect([a, b]).toEqual(['a', 'b']);
    expect(isEnabled(storage)).toBe(false);

    expect(await readAcrossAwaits('c')).toBe('c');
    expect(isEnabled(storage)).toBe(false);
  });
});
