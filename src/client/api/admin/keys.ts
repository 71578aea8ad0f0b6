/**
 * Query keys of the admin module's endpoints (the operator area and the security rules it enforces).
 * Everything an operator reads lives under ['admin', ...], so `all()` refreshes the whole area after
 * a decision that moves several of its figures (a KYC decision changes the queue, users and overview).
 * The blog editor's keys are the content module's.
 */
import type { AdminUsersQuery } from '../../../contracts/admin-users';

export const adminKeys = {
  all: () => ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  alert: (id: string) => ['admin', 'alerts', id] as const,
  settings: () => ['admin', 'settings'] as const,
  users: () => ['admin', 'users'] as const,
  userLists: () => ['admin', 'users', 'list'] as const,
  userList: (query: AdminUsersQuery) => ['admin', 'users', 'list', query] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  /** The mutation key of Save Changes in one user's detail (not a query). */
  userUpdate: (id: string) => ['admin', 'users', 'update', id] as const,
  investors: () => ['admin', 'investors'] as const,
  /** The VINO contract's compliance status (Blockchain settings). */
  chainCompliance: () => ['admin', 'chain-compliance'] as const,
  /** Personal, served by the admin module's settings enforcement: under ['me', ...] like all my data. */
  mySecurityRequirements: () => ['me', 'security-requirements'] as const,
};
