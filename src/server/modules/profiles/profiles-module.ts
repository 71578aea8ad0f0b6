import type { FastifyInstance } from 'fastify';
import { isTwoFactorEnabled } from '../../platform/auth/is-two-factor-enabled';
import type { Platform } from '../../platform/register-platform';
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
  registerProfileRoutes(app, { db, guards, demoMode: config.demoMode });
  registerSettingsRoutes(app, {
    db,
    guards,
    demoMode: config.demoMode,
    twoFactorEnabled: (userId) => isTwoFactorEnabled(db, userId),
  });
}
