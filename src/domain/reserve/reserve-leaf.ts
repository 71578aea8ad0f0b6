import { hash, utf8, writeU64 } from './reserve-bytes';

/** One bottle as the attestation commits to it (ADR 011). */
export interface ReserveLeaf {
  serial: string;
  wineCode: string;
  /** The storage facility's slug. */
  facility: string;
  /** Appraised value in US cents. */
  valueCents: bigint;
  /** Random hex chosen per bottle, so a leaf hash reveals nothing about a bottle not yet disclosed. */
  salt: string;
}

export const LEAF_TAG = 0x00;

/**
 * leaf hash = SHA-256(0x00 ‖ str(serial) ‖ str(wineCode) ‖ str(facility) ‖ u64(valueCents) ‖ str(salt)),
 * str(s) = u32 big-endian byte length ‖ UTF-8 bytes. The lengths keep field boundaries unambiguous
 * ("ab","c" and "a","bc" hash differently); the tag keeps a leaf from ever equalling a node.
 */
export function leafHash(leaf: ReserveLeaf): Uint8Array {
  const fields = [utf8(leaf.serial), utf8(leaf.wineCode), utf8(leaf.facility)];
  const salt = utf8(leaf.salt);
  const size = 1 + fields.reduce((n, f) => n + 4 + f.length, 0) + 8 + 4 + salt.length;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes[0] = LEAF_TAG;
  let offset = 1;
  for (const field of [...fields, null, salt]) {
    if (field === null) {
      writeU64(bytes, offset, leaf.valueCents);
      offset += 8;
      continue;
    }
    view.setUint32(offset, field.length, false);
    bytes.set(field, offset + 4);
    offset += 4 + field.length;
  }
  return hash(bytes);
}

/** Leaves are ordered by serial, compared by UTF-16 code units (JavaScript's default sort), unique. */
export function compareSerials(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
