import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '../../../domain/constants';
import { hasRequiredRole } from '../../../domain/access';
import { forbidden, unauthorized } from '../http/app-error';
import type { Auth } from './create-auth';

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
}

const cachedUser = new WeakMap<FastifyRequest, Promise<SignedInUser | null>>();

/**
 * Server-side mirror of the client's access guard (core spec section 2): the same role rule from
 * src/domain/access.ts, applied to every protected API route.
 */
export function createGuards(auth: Auth, loadRole: (user: SignedInUser) => Promise<Role>): Guards {
  async function readUser(request: FastifyRequest): Promise<SignedInUser | null> {
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return null;
    const { id, email, name, emailVerified } = result.user;
    return { id, email, name, emailVerified };
  }

  const getUser = (request: FastifyRequest) => {
    let pending = cachedUser.get(request);
    if (!pending) {
      pending = readUser(request);
      cachedUser.set(request, pending);
    }
    return pending;
  };

  const requireUser = async (request: FastifyRequest, message?: string) => {
    const user = await getUser(request);
    if (!user) throw unauthorized(message);
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
  };
}
