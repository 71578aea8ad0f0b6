import type { Role } from './constants';

/**
 * The access rule of the core spec (section 2): admin needs admin; investor accepts investor or
 * admin; any other required role passes for a signed-in user. Shared by the client guard and the
 * server's route checks so the two can never disagree.
 */
export function hasRequiredRole(actual: Role | undefined, required: Role): boolean {
  if (required === 'admin') return actual === 'admin';
  if (required === 'investor') return actual === 'investor' || actual === 'admin';
  return true;
}
