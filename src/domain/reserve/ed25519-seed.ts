import { fromHex, toHex } from './reserve-bytes';

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): WebCrypto imports private keys only so. */
const PKCS8_ED25519_PREFIX = '302e020100300506032b657004220420';

export interface Ed25519Signer {
  privateKey: CryptoKey;
  /** The raw 32-byte public key, lowercase hex (the form ADR 012 publishes). */
  publicKeyHex: string;
}

/**
 * An Ed25519 key from its 32-byte seed (64 hex characters), with its public key. WebCrypto only, so
 * the server's signing key and an auditor's offline co-signing tool load keys the same way.
 */
export async function importEd25519Seed(seedHex: string): Promise<Ed25519Signer> {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('an Ed25519 seed is 64 lowercase hex characters');
  const privateKey = await globalThis.crypto.subtle.importKey(
    'pkcs8',
    fromHex(PKCS8_ED25519_PREFIX + seedHex),
    { name: 'Ed25519' },
    true,
    ['sign'],
  );
  // WebCrypto derives no public key from a private one; its JWK export carries it (x, base64url).
  const jwk = await globalThis.crypto.subtle.exportKey('jwk', privateKey);
  const binary = atob(jwk.x!.replace(/-/g, '+').replace(/_/g, '/'));
  return { privateKey, publicKeyHex: toHex(Uint8Array.from(binary, (c) => c.charCodeAt(0))) };
}
