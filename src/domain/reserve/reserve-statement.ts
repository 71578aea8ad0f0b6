import { HASH_BYTES, fromHex, hash, toHex, utf8 } from './reserve-bytes';

/** What a signed reserve statement says (ADR 012). */
export interface ReserveStatement {
  sequence: number;
  /** ISO 8601 UTC with milliseconds, e.g. 2026-11-28T17:40:00.000Z. */
  issuedAt: string;
  /** Who valued the bottles: the platform's own appraisal, or an auditor when one co-signs. */
  source: string;
  rootHex: string;
  totalValueCents: bigint;
  bottleCount: number;
  /** VINO in circulation, 8 decimals (e.g. "50000000.00000000"). */
  supplyVino: string;
  /** Reserve value over supply at USD 1 per VINO, percent with 2 decimals rounded down; "none" at zero supply. */
  backingRatio: string;
  /** SHA-256 of the previous statement's canonical bytes; 64 zeros for the first. */
  previousHashHex: string;
}

export const STATEMENT_HEADER = 'VINO reserve statement v1';
export const GENESIS_PREVIOUS_HASH = '0'.repeat(HASH_BYTES * 2);
const SUPPLY_DECIMALS = 8;

/**
 * The canonical text signed and hashed: the header then one `key=value` line per field, in this
 * order, joined by "\n" (no trailing newline), UTF-8.
 */
export function canonicalStatement(s: ReserveStatement): string {
  return [
    STATEMENT_HEADER,
    `sequence=${s.sequence}`,
    `issued_at=${s.issuedAt}`,
    `source=${s.source}`,
    `root=${s.rootHex}`,
    `total_value_cents=${s.totalValueCents}`,
    `bottle_count=${s.bottleCount}`,
    `supply_vino=${s.supplyVino}`,
    `backing_ratio=${s.backingRatio}`,
    `previous_hash=${s.previousHashHex}`,
  ].join('\n');
}

export function statementHashHex(s: ReserveStatement): string {
  return toHex(hash(utf8(canonicalStatement(s))));
}

/** Supply text (up to 8 decimals) as an integer of 10^-8 VINO. */
export function parseSupplyUnits(supplyVino: string): bigint {
  const match = /^(0|[1-9][0-9]*)(?:\.([0-9]{1,8}))?$/.exec(supplyVino);
  if (!match) throw new Error(`supply "${supplyVino}" is not a decimal with up to 8 places`);
  return BigInt(match[1]!) * 10n ** BigInt(SUPPLY_DECIMALS) + BigInt((match[2] ?? '').padEnd(SUPPLY_DECIMALS, '0'));
}

export function formatSupply(units: bigint): string {
  const scale = 10n ** BigInt(SUPPLY_DECIMALS);
  return `${units / scale}.${(units % scale).toString().padStart(SUPPLY_DECIMALS, '0')}`;
}

/** Value / (supply x USD 1) in percent, 2 decimals, rounded down, so it never overstates the backing. */
export function backingRatio(totalValueCents: bigint, supplyVino: string): string {
  const supply = parseSupplyUnits(supplyVino);
  if (supply === 0n) return 'none';
  // cents x 10^6 = value in 10^-8 USD; x 10^4 for percent with two decimals.
  const hundredths = (totalValueCents * 10n ** 6n * 10_000n) / supply;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** The one promise: the attested value covers every VINO at USD 1. */
export function valueCoversSupply(totalValueCents: bigint, supplyVino: string): boolean {
  return totalValueCents * 10n ** 6n >= parseSupplyUnits(supplyVino);
}

const ED25519 = { name: 'Ed25519' } as const;

/** Imports a raw 32-byte Ed25519 public key (hex) for WebCrypto verification. */
export function importPublicKey(publicKeyHex: string): Promise<CryptoKey> {
  const raw = fromHex(publicKeyHex);
  if (raw.length !== 32) throw new Error('an Ed25519 public key is 32 bytes');
  return globalThis.crypto.subtle.importKey('raw', raw, ED25519, true, ['verify']);
}

export async function signStatement(s: ReserveStatement, privateKey: CryptoKey): Promise<string> {
  const signature = await globalThis.crypto.subtle.sign(ED25519, privateKey, utf8(canonicalStatement(s)));
  return toHex(new Uint8Array(signature));
}

export async function verifyStatementSignature(
  s: ReserveStatement,
  signatureHex: string,
  publicKeyHex: string,
): Promise<boolean> {
  try {
    const key = await importPublicKey(publicKeyHex);
    const signature = fromHex(signatureHex);
    if (signature.length !== 64) return false;
    return await globalThis.crypto.subtle.verify(ED25519, key, signature, utf8(canonicalStatement(s)));
  } catch {
    return false;
  }
}
