import type { ApiKey } from '../../../contracts/api-keys';
import type { ApiKeyRow } from './api-keys-repository';

/** A stored key as clients see it: never the hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
