import { proofFor, type MerkleSumTree } from '../../../domain/reserve/merkle-sum-tree';
import type { ReserveLeaf } from '../../../domain/reserve/reserve-leaf';
import { leafToWire, type ProofWire, type StatementWire } from '../../../domain/reserve/reserve-wire';

/** The latest statement's tree, kept in memory to answer proofs and the leaf set without rebuilding. */
export interface BuiltAttestation {
  statement: StatementWire;
  tree: MerkleSumTree;
  leaves: ReserveLeaf[];
  indexBySerial: Map<string, number>;
  /** The leaf set's JSON, made once: the same bytes for every download. */
  leafSetJson: string;
}

export class AttestationCache {
  private current: BuiltAttestation | undefined;
  /** The rebuild in progress, shared by the requests that wait for it. */
  loading: Promise<void> | undefined;

  get latest(): BuiltAttestation | undefined {
    return this.current;
  }

  set(statement: StatementWire, tree: MerkleSumTree, leaves: ReserveLeaf[]): void {
    const indexBySerial = new Map(leaves.map((l, i) => [l.serial, i]));
    const leafSetJson = JSON.stringify({ statement_sequence: statement.sequence, leaves: leaves.map(leafToWire) });
    this.current = { statement, tree, leaves, indexBySerial, leafSetJson };
  }

  proof(serial: string): ProofWire | null {
    const built = this.current;
    const index = built?.indexBySerial.get(serial);
    if (!built || index === undefined) return null;
    return { statement: built.statement, leaf: leafToWire(built.leaves[index]!), steps: proofFor(built.tree, index) };
  }

  /** `count` distinct bottles chosen uniformly at random (fewer when the register is smaller). */
  sample(count: number, random: () => number = Math.random): ProofWire[] {
    const built = this.current;
    if (!built) return [];
    const picked = new Set<number>();
    const want = Math.min(count, built.leaves.length);
    while (picked.size < want) picked.add(Math.floor(random() * built.leaves.length));
    return [...picked].map((i) => this.proof(built.leaves[i]!.serial)!);
  }
}
