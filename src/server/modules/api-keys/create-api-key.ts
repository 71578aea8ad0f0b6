import { randomBytes } from 'node:crypto';
import {
  API_KEY_CREATIONS_PER_HOUR,
  API_KEY_MESSAGES,
  MAX_ACTIVE_API_KEYS,
  type CreateApiKeyRequest,
} from '../../../contracts/api-keys';
import { API_KEY_RANDOM_BYTES, apiKeyPrefix, formatApiKey } from '../../../domain/api-keys/api-key-format';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import {
  countActiveKeys,
  countKeysCreatedInLastHour,
  insertKey,
  lockUser,
  type ApiKeyRow,
} from './api-keys-repository';
import { hashApiKey } from '../../platform/auth/hash-api-key';

/**
 * Generates a key for the user and stores only its hash. The whole key is in the result and
 * nowhere else: the caller returns it once. Limits (active keys, creations per hour) are counted
 * under a lock on the user, so parallel requests cannot pass them together.
 */
export async function createApiKey(
  db: Database,
  userId: string,
  input: CreateApiKeyRequest,
  meta: { ipAddress: string; requestId: string },
): Promise<{ row: ApiKeyRow; key: string }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countKeysCreatedInLastHour(tx, userId)) >= API_KEY_CREATIONS_PER_HOUR)
      throw new AppError(429, 'RATE_LIMITED', API_KEY_MESSAGES.tooManyCreated);
    if ((await countActiveKeys(tx, userId)) >= MAX_ACTIVE_API_KEYS)
      throw new AppError(409, 'TOO_MANY_API_KEYS', API_KEY_MESSAGES.tooManyActive);

    const key = formatApiKey(randomBytes(API_KEY_RANDOM_BYTES));
    const row = await insertKey(tx, { userId, name: input.name, prefix: apiKeyPrefix(key), keyHash: hashApiKey(key) });
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'api_key.create',
      entityType: 'api_key',
      entityId: row.id,
      data: { name: row.name, prefix: row.prefix },
      ipAddress: meta.ipAddress,
      requestId: meta.requestId,
    });
    return { row, key };
  });
}
