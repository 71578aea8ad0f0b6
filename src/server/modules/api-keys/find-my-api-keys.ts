import type { Database } from '../../db/client';
import { findActiveKeys, type ApiKeyRow } from './api-keys-repository';

/** The user's active keys, newest first (revoked keys are left out of the list; see the contract). */
export function findMyApiKeys(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return findActiveKeys(db, userId);
}
