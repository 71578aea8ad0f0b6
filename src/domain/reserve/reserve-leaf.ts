import { hash, hashInto, writeU64 } from './reserve-bytes';

/** One bottle as the attestation commits to it (ADR 012). */
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
 * Written into one reused buffer: a million leaves make no garbage.
 */
export function leafHash(leaf: ReserveLeaf): Uint8Array {
  return hash(leafInput(leaf));
}

/** The leaf hash written into `out` at `offset`, allocating nothing (the tree builder's path). */
export function leafHashInto(leaf: ReserveLeaf, out: Uint8Array, offset: number): void {
  hashInto(leafInput(leaf), out, offset);
}

/** The leaf's hash input, in the reused scratch buffer (valid until the next call). */
function leafInput(leaf: ReserveLeaf): Uint8Array {
  const most =
    1 + 4 * 4 + 8 + 3 * (leaf.serial.length + leaf.wineCode.length + leaf.facility.length + leaf.salt.length);
  if (scratch.length < most) {
    scratch = new Uint8Array(most * 2);
    scratchView = new DataView(scratch.buffer);
  }
  scratch[0] = LEAF_TAG;
  let offset = writeField(scratch, scratchView, 1, leaf.serial);
  offset = writeField(scratch, scratchView, offset, leaf.wineCode);
  offset = writeField(scratch, scratchView, offset, leaf.facility);
  writeU64(scratch, offset, leaf.valueCents, scratchView);
  offset = writeField(scratch, scratchView, offset + 8, leaf.salt);
  return scratch.subarray(0, offset);
}

let scratch = new Uint8Array(256);
let scratchView = new DataView(scratch.buffer);
const encoder = new TextEncoder();

function writeField(target: Uint8Array, view: DataView, offset: number, text: string): number {
  const { written } = encoder.encodeInto(text, target.subarray(offset + 4));
  view.setUint32(offset, written, false);
  return offset + 4 + written;
}

/** Leaves are ordered by serial, compared by UTF-16 code units (JavaScript's default sort), unique. */
export function compareSerials(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
