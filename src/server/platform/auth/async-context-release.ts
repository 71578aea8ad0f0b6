import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** An AsyncLocalStorage, as far as releasing it goes. */
export interface ReleasableStorage {
  disable(): void;
}

type AsyncCall = (...args: never[]) => Promise<unknown>;

/**
 * Counts the calls in flight through the wrapped functions and disables `storages` whenever the
 * count falls to zero.
 *
 * Why: Better Auth keeps each call's state in AsyncLocalStorage. On Node 20, once a storage has been
 * used, Node runs a promise hook on every promise the process creates, and keeps it on for good.
 * After the first sign-in, an `await` anywhere in the server cost 426 ns instead of 93 (measured),
 * on every request (an order's batch makes hundreds of promises).
 *
 * A disabled storage turns the hook off once no storage is enabled; Better Auth's next call
 * enables its storages again (AsyncLocalStorage.run does).
 *
 * Safe because Better Auth's code runs only inside its calls: it awaits its own work (no background
 * tasks are configured, and its rate limiter is off). So nothing of it reads a storage while the
 * count is zero.
 */
export class AsyncContextRelease {
  private inFlight = 0;

  constructor(private readonly storages: readonly ReleasableStorage[]) {}

  /** `call`, counted; the wrapper keeps the call's own properties (an endpoint's path, options). */
  wrap<F extends AsyncCall>(call: F): F {
    const counted = async (...args: Parameters<F>) => {
      this.inFlight++;
      try {
        return await call(...args);
      } finally {
        if (--this.inFlight === 0) for (const storage of this.storages) storage.disable();
      }
    };
    return Object.assign(counted, call) as unknown as F;
  }
}

interface BetterAuthCalls {
  handler: (request: Request) => Promise<Response>;
  api: object;
}

/**
 * Better Auth's storages are one set per process (kept on globalThis), so their calls are counted
 * per process too: two apps in one process (tests) must not release them under each other's calls.
 */
let processRelease: Promise<AsyncContextRelease> | undefined;

function betterAuthRelease(): Promise<AsyncContextRelease> {
  processRelease ??= Promise.all([
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
  ]).then((storages) => new AsyncContextRelease(storages));
  return processRelease;
}

/** Better Auth's handler and every `api` endpoint, counted (replaced in place on `auth`, which is returned). */
export async function releaseAsyncContextBetweenCalls<T extends BetterAuthCalls>(auth: T): Promise<T> {
  const release = await betterAuthRelease();
  auth.handler = release.wrap(auth.handler);
  const api = auth.api as Record<string, unknown>;
  for (const [name, endpoint] of Object.entries(api))
    if (typeof endpoint === 'function') api[name] = release.wrap(endpoint as AsyncCall);
  return auth;
}
