import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromHex, toHex } from '../../../domain/reserve/reserve-bytes';

export interface ReserveSigningKey {
  privateKey: CryptoKey;
  publicKeyHex: string;
}

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): WebCrypto imports private keys only so. */
const PKCS8_ED25519_PREFIX = '302e020100300506032b657004220420';
const KEY_FILE = 'reserve-signing-key';

/**
 * The statement signing key: RESERVE_SIGNING_KEY when set; on the embedded default a seed generated
 * once into the data folder (so restarts keep the key); on PostgreSQL without one, a seed derived
 * from AUTH_SECRET, which every node shares (an operator should set a key of its own).
 */
export async function loadSigningKey(options: {
  seedHex: string | undefined;
  embedded: boolean;
  dataDir: string;
  authSecret: string;
}): Promise<ReserveSigningKey> {
  const seedHex =
    options.seedHex ?? (options.embedded ? seedFromFile(options.dataDir) : derivedSeed(options.authSecret));
  const pkcs8 = fromHex(PKCS8_ED25519_PREFIX + seedHex);
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
  const jwk = await crypto.subtle.exportKey('jwk', privateKey);
  const publicKeyHex = toHex(new Uint8Array(Buffer.from(jwk.x!, 'base64url')));
  return { privateKey, publicKeyHex };
}

function seedFromFile(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const seed = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${seed}\n`, { mode: 0o600, flag: 'wx' });
    return seed;
  } catch {
    // Another process wrote it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}

function derivedSeed(authSecret: string): string {
  return createHmac('sha256', authSecret).update('reserve-statement-signing-key').digest('hex');
}
