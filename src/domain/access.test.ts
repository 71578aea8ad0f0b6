import { describe, expect, it } from 'vitest';
import { hasRequiredRole } from './access';
import { ROLES, type Role } from './constants';

/**
 * The access guard of core spec section 2: admin needs admin; investor accepts investor or admin;
 * any other required role passes; with no profile loaded only the required role user passes.
 */
const TABLE: [actual: Role | undefined, required: Role, allowed: boolean][] = [
  ['user', 'user', true],
  ['investor', 'user', true],
  ['admin', 'user', true],
  [undefined, 'user', true],
  ['user', 'investor', false],
  ['investor', 'investor', true],
  ['admin', 'investor', true],
  [undefined, 'investor', false],
  ['user', 'admin', false],
  ['investor', 'admin', false],
  ['admin', 'admin', true],
  [undefined, 'admin', false],
];

describe('hasRequiredRole', () => {
  it.each(TABLE)('profile role %s, required %s -> %s', (actual, required, allowed) => {
    expect(hasRequiredRole(actual, required)).toBe(allowed);
  });

  it('covers every role pair of the spec', () => {
    expect(TABLE).toHaveLength((ROLES.length + 1) * ROLES.length);
  });
});
