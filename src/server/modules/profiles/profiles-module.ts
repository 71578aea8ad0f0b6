import type { FastifyInstance } from 'fastify';
import { isTwoFactorEnabled } from '../../platform/auth/is-two-factor-enabled';
import type { Platform } from '../../platform/register-platform';
import { getOrCreateProfile } from './get-or-create-profile';
import { loadRole } from './load-role';
import { registerProfileRoutes } from './profile-routes';
import { registerSettingsRoutes } from './settings-routes';

// The API other modules may call (they import this door, never the files behind it).
export { markInvestorAccessPending } from './mark-investor-access-pending';
export { getOrCreateProfile, type ProfileOwner } from './get-or-create-profile';
export { loadRole } from './load-role';
export { grantAdminRole } from './grant-admin-role';
export { kycStatusesJsonSql, profileFullNameByIdSql, profileNameByEmailSql } from './profile-sql';
export {
  findProfileById,
  lockAdminIds,
  lockProfile,
  setProfileKycStatus,
  updateProfileStatus,
  type ProfileRow,
} from './profile-repository';

/** Profiles and investor settings; the role the platform's guards check comes from here. */
export function registerProfilesModule(app: FastifyInstance, platform: Platform): void {
  const { db, guards, config } = platform;
  platform.extensionPoints.provide('loadRole', (user) => loadRole(db, user, config.demoMode));
  // Created with the account, not at its first visit: the admin list and users.csv show every
  // account from sign-up on (reads still create a missing one, for accounts made before this).
  platform.events.on('user.created', ({ userId, email, name }) =>
    getOrCreateProfile(db, { id: userId, email, name }, { demoMode: config.demoMode }).then(() => undefined),
  );
  registerProfileRoutes(app, { db, guards, demoMode: config.demoMode });
  registerSettingsRoutes(app, {
    db,
    guards,
    demoMode: config.demoMode,
    twoFactorEnabled: (userId) => isTwoFactorEnabled(db, userId),
  });
}
