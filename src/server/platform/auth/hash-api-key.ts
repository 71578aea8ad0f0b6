import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of the whole key: what the database stores and looks keys up by. A fast hash is
 * enough here: the key carries 256 random bits, so there is nothing to guess from the hash.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
