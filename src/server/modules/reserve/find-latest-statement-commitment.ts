import type { StatementWire } from '../../../domain/reserve/reserve-wire';
import type { Executor } from '../../db/client';
import { findLatestStatement } from './reserve-repository';

/** What a signed statement commits to, for a public copy of it (the VINO contract's attestation). */
export interface StatementCommitment {
  sequence: number;
  /** The Merkle-sum root, 0x and 64 hex digits. */
  root: `0x${string}`;
  totalValueCents: bigint;
  issuedAt: Date;
}

export const toCommitment = (s: StatementWire): StatementCommitment => ({
  sequence: s.sequence,
  root: (s.root.startsWith('0x') ? s.root : `0x${s.root}`) as `0x${string}`,
  totalValueCents: BigInt(s.total_value_cents),
  issuedAt: new Date(s.issued_at),
});

/** The latest signed statement's commitment, or null before the first statement. */
export async function findLatestStatementCommitment(db: Executor): Promise<StatementCommitment | null> {
  const latest = await findLatestStatement(db);
  return latest ? toCommitment(latest) : null;
}
