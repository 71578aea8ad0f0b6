import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importEd25519Seed, type Ed25519Signer } from '../../../domain/reserve/ed25519-seed';

export type ReserveSigningKey = Ed25519Signer;

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
  return importEd25519Seed(seedHex);
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
