import { HASH_BYTES, MAX_U64, bytesEqual, fromHex, hash, hashInto, toHex, writeU64 } from './reserve-bytes';
import { leafHash, leafHashInto, type ReserveLeaf } from './reserve-leaf';

export const NODE_TAG = 0x01;
/** The root of a tree with no leaves: 32 zero bytes, sum 0. */
export const EMPTY_ROOT_HEX = '0'.repeat(HASH_BYTES * 2);

/** One level of the tree, packed: node i's hash is hashes[32i, 32i+32), its sum sums[i]. */
export interface TreeLevel {
  hashes: Uint8Array;
  sums: BigUint64Array;
  size: number;
}

export interface MerkleSumTree {
  /** levels[0] are the leaves, the last level holds the root alone. */
  levels: TreeLevel[];
  rootHex: string;
  totalCents: bigint;
  leafCount: number;
}

/** A sibling on the way up: on which side it sits, its hash and its sum (cents). */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
  sum: string;
}

export interface BuildOptions {
  /** Called every `chunkSize` hashes so a server can let its event loop breathe (a setImmediate). */
  pause?: () => Promise<void>;
  chunkSize?: number;
  /** How many leaves a streamed source will yield, so level 0 is allocated once (else it grows). */
  leafCount?: number;
}

/** Leaves in tree order: an array, or a stream (a generator, database pages) never held whole. */
export type LeafSource = Iterable<ReserveLeaf> | AsyncIterable<ReserveLeaf>;

const NODE_INPUT_BYTES = 1 + 2 * (HASH_BYTES + 8);

/**
 * node hash = SHA-256(0x01 ‖ left.hash ‖ u64(left.sum) ‖ right.hash ‖ u64(right.sum)); node sum =
 * left.sum + right.sum. Both children's sums are committed (not only their total), so a proof cannot
 * move value from a sibling into the path being checked.
 */
export function nodeHash(left: Uint8Array, leftSum: bigint, right: Uint8Array, rightSum: bigint): Uint8Array {
  const input = new Uint8Array(NODE_INPUT_BYTES);
  writeNodeInput(input, new DataView(input.buffer), left, leftSum, right, rightSum);
  return hash(input);
}

function writeNodeInput(
  input: Uint8Array,
  view: DataView,
  left: Uint8Array,
  leftSum: bigint,
  right: Uint8Array,
  rightSum: bigint,
) {
  input[0] = NODE_TAG;
  input.set(left, 1);
  writeU64(input, 1 + HASH_BYTES, leftSum, view);
  input.set(right, 1 + HASH_BYTES + 8);
  writeU64(input, 1 + 2 * HASH_BYTES + 8, rightSum, view);
}

function emptyLevel(size: number): TreeLevel {
  return { hashes: new Uint8Array(size * HASH_BYTES), sums: new BigUint64Array(size), size: 0 };
}

/** Level 0 with room for one more leaf: doubles the arrays when a stream outgrows its estimate. */
function withRoom(level: TreeLevel): TreeLevel {
  if (level.size < level.sums.length) return level;
  const grown = emptyLevel(Math.max(1024, level.sums.length * 2));
  grown.hashes.set(level.hashes);
  grown.sums.set(level.sums);
  grown.size = level.size;
  return grown;
}

/** A level holds exactly its nodes (a grown level 0 gives back its spare room). */
function trimmed(level: TreeLevel): TreeLevel {
  if (level.size === level.sums.length) return level;
  return {
    hashes: level.hashes.slice(0, level.size * HASH_BYTES),
    sums: level.sums.slice(0, level.size),
    size: level.size,
  };
}

/**
 * Builds the tree bottom-up over the leaves in the order given (callers sort by serial). Nodes pair
 * left to right; an odd last node is carried up unchanged (never duplicated, which would let one
 * bottle count twice).
 *
 * Memory: a leaf is hashed as it arrives and only its hash and sum are kept, so a streamed source of
 * a million bottles never exists in memory at once; every level is two packed typed arrays (40 bytes
 * a node, about 80 MB for a million leaves in all), and hashes are written in place, allocating nothing
 * per node.
 */
export async function buildMerkleSumTree(leaves: LeafSource, options: BuildOptions = {}): Promise<MerkleSumTree> {
  const chunk = options.chunkSize ?? 8192;
  const pause = options.pause;
  let sinceBreak = 0;
  // True every `chunk` hashes when a pause is wanted (checked inline: no promise per hash otherwise).
  const isTimeToPause = () => pause !== undefined && ++sinceBreak % chunk === 0;
  let first = emptyLevel(Array.isArray(leaves) ? leaves.length : (options.leafCount ?? 1024));
  const add = (leaf: ReserveLeaf) => {
    first = withRoom(first);
    leafHashInto(leaf, first.hashes, first.size * HASH_BYTES);
    first.sums[first.size] = leaf.valueCents;
    first.size += 1;
  };
  if (Symbol.asyncIterator in leaves) {
    for await (const leaf of leaves) {
      add(leaf);
      if (isTimeToPause()) await pause!();
    }
  } else {
    for (const leaf of leaves) {
      add(leaf);
      if (isTimeToPause()) await pause!();
    }
  }
  first = trimmed(first);
  const levels = [first];
  const input = new Uint8Array(NODE_INPUT_BYTES);
  const view = new DataView(input.buffer);
  while (levels.at(-1)!.size > 1) {
    const below = levels.at(-1)!;
    const size = Math.ceil(below.size / 2);
    const level: TreeLevel = { ...emptyLevel(size), size };
    for (let i = 0; i < size; i++) {
      const l = 2 * i;
      if (l + 1 >= below.size) {
        level.hashes.set(nodeAt(below, l), i * HASH_BYTES);
        level.sums[i] = below.sums[l]!;
        continue;
      }
      const sum = below.sums[l]! + below.sums[l + 1]!;
      if (sum > MAX_U64) throw new RangeError('reserve total above 2^64-1 cents');
      writeNodeInput(input, view, nodeAt(below, l), below.sums[l]!, nodeAt(below, l + 1), below.sums[l + 1]!);
      hashInto(input, level.hashes, i * HASH_BYTES);
      level.sums[i] = sum;
      if (isTimeToPause()) await pause!();
    }
    levels.push(level);
  }
  const top = levels.at(-1)!;
  return {
    levels,
    rootHex: top.size ? toHex(nodeAt(top, 0)) : EMPTY_ROOT_HEX,
    totalCents: top.size ? top.sums[0]! : 0n,
    leafCount: first.size,
  };
}

function nodeAt(level: TreeLevel, index: number): Uint8Array {
  return level.hashes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES);
}

/** The siblings from leaf `index` up to the root (levels where the node was carried up add none). */
export function proofFor(tree: MerkleSumTree, index: number): ProofStep[] {
  if (index < 0 || index >= tree.leafCount) throw new RangeError('no such leaf');
  const steps: ProofStep[] = [];
  let i = index;
  for (const level of tree.levels.slice(0, -1)) {
    const sibling = i % 2 === 0 ? i + 1 : i - 1;
    if (sibling < level.size)
      steps.push({
        side: i % 2 === 0 ? 'right' : 'left',
        hash: toHex(nodeAt(level, sibling)),
        sum: level.sums[sibling]!.toString(),
      });
    i = Math.floor(i / 2);
  }
  return steps;
}

/** Folds a leaf and its proof up to a root; the caller compares it with the signed statement. */
export function rootFromProof(leaf: ReserveLeaf, steps: readonly ProofStep[]): { rootHex: string; totalCents: bigint } {
  let current = leafHash(leaf);
  let sum = leaf.valueCents;
  for (const step of steps) {
    if (!/^(0|[1-9][0-9]*)$/.test(step.sum)) throw new Error('a proof sum is not a whole number of cents');
    const siblingSum = BigInt(step.sum);
    const sibling = fromHex(step.hash);
    if (sibling.length !== HASH_BYTES) throw new Error('a proof hash is not 32 bytes');
    current =
      step.side === 'left' ? nodeHash(sibling, siblingSum, current, sum) : nodeHash(current, sum, sibling, siblingSum);
    sum += siblingSum;
    if (sum > MAX_U64) throw new RangeError('sum above 2^64-1 cents');
  }
  return { rootHex: toHex(current), totalCents: sum };
}

/** True when the leaf and its path lead to exactly this root and total. */
export function verifyProof(
  leaf: ReserveLeaf,
  steps: readonly ProofStep[],
  rootHex: string,
  totalCents: bigint,
): boolean {
  try {
    const folded = rootFromProof(leaf, steps);
    return bytesEqual(fromHex(folded.rootHex), fromHex(rootHex)) && folded.totalCents === totalCents;
  } catch {
    return false;
  }
}
