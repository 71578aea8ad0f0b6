import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { proofFor, type MerkleSumTree } from '../../../domain/reserve/merkle-sum-tree';
import { leafToWire, type ProofWire, type StatementWire } from '../../../domain/reserve/reserve-wire';
import { LeafSetFile } from './leaf-set-file';

/** A replaced leaf set stays on disk this long, so a download already streaming it can finish. */
const REPLACED_LEAF_SET_GRACE_MS = 5 * 60_000;

/**
 * The latest statement's tree, kept to answer proofs without rebuilding: the tree's levels in memory
 * (40 bytes a node), the leaves themselves on disk (`LeafSetFile`).
 */
export interface BuiltAttestation {
  statement: StatementWire;
  tree: MerkleSumTree;
  leafSet: LeafSetFile;
}

export class AttestationCache {
  private current: BuiltAttestation | undefined;
  private readonly directory = mkdtempSync(path.join(tmpdir(), 'vino-reserve-'));
  private built = 0;
  /** The rebuild in progress, shared by the requests that wait for it. */
  loading: Promise<void> | undefined;

  get latest(): BuiltAttestation | undefined {
    return this.current;
  }

  /** A new, empty leaf-set file for a build. */
  newLeafSet(): LeafSetFile {
    this.built += 1;
    return LeafSetFile.in(this.directory, `leaves-${this.built}.json`);
  }

  set(statement: StatementWire, tree: MerkleSumTree, leafSet: LeafSetFile): void {
    const replaced = this.current?.leafSet;
    this.current = { statement, tree, leafSet };
    if (replaced && replaced !== leafSet) setTimeout(() => void replaced.remove(), REPLACED_LEAF_SET_GRACE_MS).unref();
  }

  async proof(serial: string): Promise<ProofWire | null> {
    const built = this.current;
    const index = built ? built.leafSet.serials.indexOf(serial) : -1;
    if (!built || index < 0) return null;
    return this.proofAt(built, index);
  }

  /** `count` distinct bottles chosen uniformly at random (fewer when the register is smaller). */
  async sample(count: number, random: () => number = Math.random): Promise<ProofWire[]> {
    const built = this.current;
    if (!built) return [];
    const picked = new Set<number>();
    const want = Math.min(count, built.leafSet.size);
    while (picked.size < want) picked.add(Math.floor(random() * built.leafSet.size));
    return Promise.all([...picked].map((i) => this.proofAt(built, i)));
  }

  /** Removes the leaf-set files (the app is closing). */
  close(): void {
    rmSync(this.directory, { recursive: true, force: true });
  }

  private async proofAt(built: BuiltAttestation, index: number): Promise<ProofWire> {
    const leaf = await built.leafSet.leafAt(index);
    return { statement: built.statement, leaf: leafToWire(leaf), steps: proofFor(built.tree, index) };
  }
}
