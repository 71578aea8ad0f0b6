import type { FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { API_KEY_MESSAGES } from '../../../contracts/api-keys';
import type { Role } from '../../../domain/constants';
import { hasRequiredRole } from '../../../domain/access';
import { apiKeyFromAuthorization } from '../../../domain/api-keys/api-key-format';
import { isApiKeyReadable, isReadMethod } from '../../../domain/api-keys/api-key-scope';
import { forbidden, unauthorized } from '../http/app-error';
import { routePath } from '../http/route-path';
import type { SessionCache } from './session-cache';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface Guards {
  /** The signed-in user, or null for a visitor. Cached per request. */
  getUser(request: FastifyRequest): Promise<SignedInUser | null>;
  /** The signed-in user; 401 otherwise. */
  requireUser(request: FastifyRequest): Promise<SignedInUser>;
  /** The signed-in user holding `role` by the spec's rule; 401 or 403 otherwise. */
  requireRole(request: FastifyRequest, role: Role): Promise<SignedInUser>;
  /**
   * The same checks as onRequest hooks, for routes with a body or query: access is decided before
   * validation, so a visitor learns nothing about a route's input from its 400 messages.
   */
  onlyUsers(message?: string): onRequestAsyncHookHandler;
  onlyRole(role: Role): onRequestAsyncHookHandler;
  /**
   * A global onRequest hook: a request carrying an API key (and no session) is refused at once when
   * the key is unknown or revoked (401) or the request is not a read (403), whatever the route.
   * Synchronous for every other request (no key, no promise): it runs on every request.
   */
  checkApiKey: onRequestHookHandler;
}

/** The owner of an active API key, or null (unknown, malformed, revoked). */
export type ApiKeyAuthenticator = (key: string) => Promise<SignedInUser | null>;

/**
 * Runs on every session the guards read (the idle timeout of the sessionTimeout setting): throws to
 * refuse the request, may touch the session to record activity (and then moves `updatedAt` of the
 * object it was given: the session cache hands the same object to the next requests).
 */
export type SessionCheck = (session: { id: string; updatedAt: Date }) => Promise<void>;

/** Who a request is: `keyNotAllowed` marks a valid API key used where keys grant nothing. */
interface Caller {
  user: SignedInUser | null;
  keyNotAllowed: boolean;
}

const cachedCaller = new WeakMap<FastifyRequest, Promise<Caller>>();

/**
 * Server-side mirror of the client's access guard (core spec section 2): the same role rule from
 * src/domain/access.ts, applied to every protected API route.
 */
export function createGuards(
  sessions: SessionCache,
  loadRole: (user: SignedInUser) => Promise<Role>,
  authenticateApiKey: ApiKeyAuthenticator,
  checkSession?: SessionCheck,
): Guards {
  /**
   * The session decides when there is one. Otherwise a personal API key ("Authorization: Bearer
   * vino_…") stands for its owner on read-only requests to the owner's own data; a key
   * that is unknown or revoked, or used for a write, fails the request instead of being ignored.
   */
  async function readCaller(request: FastifyRequest): Promise<Caller> {
    const result = await sessions.read(request.headers);
    if (result) {
      if (checkSession) await checkSession(result.session);
      const { id, email, name, emailVerified } = result.user;
      return { user: { id, email, name, emailVerified }, keyNotAllowed: false };
    }
    const key = apiKeyFromAuthorization(request.headers.authorization);
    if (key === null) return { user: null, keyNotAllowed: false };
    if (!isReadMethod(request.method)) throw forbidden(API_KEY_MESSAGES.readOnly);
    const owner = await authenticateApiKey(key);
    if (!owner) throw unauthorized(API_KEY_MESSAGES.invalid);
    // Elsewhere (public reads, admin, key management) the key grants nothing: a visitor's view.
    // The scope is read off the route that runs, never the URL's spelling (route-path.ts).
    const path = routePath(request);
    if (path === null || !isApiKeyReadable(request.method, path)) return { user: null, keyNotAllowed: true };
    return { user: owner, keyNotAllowed: false };
  }

  const getCaller = (request: FastifyRequest) => {
    let pending = cachedCaller.get(request);
    if (!pending) {
      pending = readCaller(request);
      cachedCaller.set(request, pending);
    }
    return pending;
  };

  const getUser = async (request: FastifyRequest) => (await getCaller(request)).user;

  const requireUser = async (request: FastifyRequest, message?: string) => {
    const { user, keyNotAllowed } = await getCaller(request);
    if (!user) throw keyNotAllowed ? forbidden(API_KEY_MESSAGES.notHere) : unauthorized(message);
    return user;
  };

  const requireRole = async (request: FastifyRequest, role: Role) => {
    const user = await requireUser(request);
    if (!hasRequiredRole(await loadRole(user), role)) throw forbidden();
    return user;
  };

  return {
    getUser,
    requireUser: (request) => requireUser(request),
    requireRole,
    onlyUsers: (message) => async (request) => {
      await requireUser(request, message);
    },
    onlyRole: (role) => async (request) => {
      await requireRole(request, role);
    },
    checkApiKey: (request, _reply, done) => {
      if (
        request.headers.authorization === undefined ||
        !request.url.startsWith('/api/') ||
        apiKeyFromAuthorization(request.headers.authorization) === null
      )
        return done();
      getCaller(request).then(() => done(), done);
    },
  };
}
