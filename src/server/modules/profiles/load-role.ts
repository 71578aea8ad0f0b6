import type { Role } from '../../../domain/constants';
import type { Database } from '../../db/client';
import { getOrCreateProfile, type ProfileOwner } from './get-or-create-profile';

/** The role the server's guards check, read from the user's profile (created on first use). */
export async function loadRole(db: Database, owner: ProfileOwner, demoMode: boolean): Promise<Role> {
  return (await getOrCreateProfile(db, owner, { demoMode })).role;
}
