import { generateSiweNonce } from 'viem/siwe';
import type { Database } from '../../db/client';
import { insertSiweNonce } from './wallet-repository';

/** A sign-in request lives long enough to open the wallet and sign, not long enough to be hoarded. */
export const SIWE_NONCE_TTL_MS = 5 * 60_000;

/** Issues a single-use Sign-In With Ethereum nonce bound to the signed-in user. */
export async function issueSiweNonce(db: Database, userId: string, now: Date) {
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + SIWE_NONCE_TTL_MS);
  await insertSiweNonce(db, { nonce, userId, expiresAt });
  return { nonce, expiresAt: expiresAt.toISOString() };
}
