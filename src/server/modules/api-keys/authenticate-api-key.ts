import { isWellFormedApiKey } from '../../../domain/api-keys/api-key-format';
import type { Database } from '../../db/client';
import type { SignedInUser } from '../../platform/auth/guards';
import { findKeyWithOwner, touchLastUsed } from './api-keys-repository';
import { hashApiKey } from '../../platform/auth/hash-api-key';

/** last_used_at is written at most this often per key, not on every request. */
export const LAST_USED_INTERVAL_SECONDS = 60;

/**
 * The owner of an active key, or null for an unknown, malformed or revoked one. Records the use
 * (last_used_at) when the stored value is older than a minute.
 */
export function createApiKeyAuthenticator(db: Database) {
  return async function authenticateApiKey(key: string): Promise<SignedInUser | null> {
    if (!isWellFormedApiKey(key)) return null;
    const found = await findKeyWithOwner(db, hashApiKey(key));
    if (!found || found.revokedAt) return null;
    const stale = !found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() >= LAST_USED_INTERVAL_SECONDS * 1000;
    if (stale) await touchLastUsed(db, found.id, LAST_USED_INTERVAL_SECONDS);
    return found.owner;
  };
}
