import { buildMerkleSumTree, verifyProof } from './merkle-sum-tree';
import { cosignatureProblem, type AuditorKey } from './reserve-cosignature';
import { compareSerials } from './reserve-leaf';
import {
  GENESIS_PREVIOUS_HASH,
  backingRatio,
  statementHashHex,
  valueCoversSupply,
  verifyStatementSignature,
} from './reserve-statement';
import { leafFromWire, statementFromWire, type LeafWire, type ProofWire, type StatementWire } from './reserve-wire';

export interface ReserveCheck {
  name: 'signature' | 'co-signatures' | 'chain' | 'leaf set' | 'backing ratio' | 'supply covered';
  ok: boolean;
  detail: string;
}

export interface ReserveEvidence {
  /** The key published at the stable URL, which the latest statement must be signed with. */
  publicKeyHex: string;
  /** The auditors' keys published beside it: every co-signature must be by one of them. */
  auditors: readonly AuditorKey[];
  /** Every statement, oldest first. */
  statements: StatementWire[];
  /** The leaf set of the latest statement, in serial order. */
  leaves: LeafWire[];
}

/**
 * Everything an outside verifier checks (ADR 012): the signatures and auditors' co-signatures, the
 * hash chain, the tree rebuilt from the leaf set, the ratio, and that value covers supply. Each check
 * says what failed.
 */
export async function verifyReserve(evidence: ReserveEvidence): Promise<{ ok: boolean; checks: ReserveCheck[] }> {
  const latest = evidence.statements.at(-1);
  if (!latest) return { ok: false, checks: [{ name: 'chain', ok: false, detail: 'no statement published' }] };
  const checks = [
    await checkSignatures(evidence.statements, evidence.publicKeyHex),
    await checkCosignatures(evidence.statements, evidence.auditors),
    checkChain(evidence.statements),
    await checkLeafSet(evidence.leaves, latest),
    checkRatio(latest),
    checkCovered(latest),
  ];
  return { ok: checks.every((c) => c.ok), checks };
}

async function checkSignatures(statements: StatementWire[], publicKeyHex: string): Promise<ReserveCheck> {
  const latest = statements.at(-1)!;
  if (latest.public_key !== publicKeyHex)
    return {
      name: 'signature',
      ok: false,
      detail: `statement ${latest.sequence} names a key other than the published one`,
    };
  for (const s of statements) {
    if (!(await verifyStatementSignature(statementFromWire(s), s.signature, s.public_key)))
      return { name: 'signature', ok: false, detail: `statement ${s.sequence}: the Ed25519 signature does not verify` };
  }
  return {
    name: 'signature',
    ok: true,
    detail: `${statements.length} statement signature(s) valid, latest by the published key`,
  };
}

async function checkCosignatures(statements: StatementWire[], auditors: readonly AuditorKey[]): Promise<ReserveCheck> {
  let count = 0;
  for (const s of statements)
    for (const cosignature of s.cosignatures) {
      const problem = await cosignatureProblem(s, cosignature, auditors);
      if (problem) return { name: 'co-signatures', ok: false, detail: problem };
      count += 1;
    }
  const latest = statements.at(-1)!;
  const latestBy = latest.cosignatures.map((c) => c.auditor);
  return {
    name: 'co-signatures',
    ok: true,
    detail:
      count === 0
        ? 'no auditor has co-signed a statement'
        : `${count} auditor co-signature(s) valid` +
          (latestBy.length ? `; the latest statement co-signed by ${latestBy.join(', ')}` : ''),
  };
}

function checkChain(statements: StatementWire[]): ReserveCheck {
  let previous = GENESIS_PREVIOUS_HASH;
  for (const [i, s] of statements.entries()) {
    if (s.sequence !== i + 1)
      return { name: 'chain', ok: false, detail: `expected sequence ${i + 1}, found ${s.sequence}` };
    if (s.previous_hash !== previous)
      return {
        name: 'chain',
        ok: false,
        detail: `statement ${s.sequence} does not link to statement ${s.sequence - 1}`,
      };
    const own = statementHashHex(statementFromWire(s));
    if (s.hash !== own)
      return { name: 'chain', ok: false, detail: `statement ${s.sequence}: its hash does not match its fields` };
    previous = own;
  }
  return { name: 'chain', ok: true, detail: `${statements.length} statement(s) linked from the first` };
}

async function checkLeafSet(leavesWire: LeafWire[], latest: StatementWire): Promise<ReserveCheck> {
  try {
    const leaves = leavesWire.map(leafFromWire);
    for (let i = 1; i < leaves.length; i++)
      if (compareSerials(leaves[i - 1]!.serial, leaves[i]!.serial) >= 0)
        return { name: 'leaf set', ok: false, detail: `leaves not in strict serial order at ${leaves[i]!.serial}` };
    if (leaves.length !== latest.bottle_count)
      return {
        name: 'leaf set',
        ok: false,
        detail: `${leaves.length} leaves, the statement says ${latest.bottle_count}`,
      };
    const tree = await buildMerkleSumTree(leaves);
    if (tree.rootHex !== latest.root)
      return { name: 'leaf set', ok: false, detail: 'the rebuilt root differs from the signed root' };
    if (tree.totalCents.toString() !== latest.total_value_cents)
      return { name: 'leaf set', ok: false, detail: 'the leaves sum to a value other than the signed total' };
    return { name: 'leaf set', ok: true, detail: `${leaves.length} bottles rebuild the signed root and total` };
  } catch (error) {
    return { name: 'leaf set', ok: false, detail: (error as Error).message };
  }
}

function checkRatio(latest: StatementWire): ReserveCheck {
  const s = statementFromWire(latest);
  const expected = backingRatio(s.totalValueCents, s.supplyVino);
  return expected === s.backingRatio
    ? { name: 'backing ratio', ok: true, detail: `${expected} % recomputed` }
    : { name: 'backing ratio', ok: false, detail: `signed ${s.backingRatio} %, recomputed ${expected} %` };
}

function checkCovered(latest: StatementWire): ReserveCheck {
  const s = statementFromWire(latest);
  return valueCoversSupply(s.totalValueCents, s.supplyVino)
    ? { name: 'supply covered', ok: true, detail: 'the attested value covers every VINO at USD 1' }
    : { name: 'supply covered', ok: false, detail: `supply ${s.supplyVino} VINO exceeds the attested value` };
}

/**
 * One bottle checked as a browser does: the statement's signature and any auditor's co-signature,
 * then its path to the signed root.
 */
export async function verifyBottleProof(
  proof: ProofWire,
  publicKeyHex: string,
  auditors: readonly AuditorKey[],
): Promise<{ ok: boolean; detail: string }> {
  const statement = statementFromWire(proof.statement);
  if (proof.statement.public_key !== publicKeyHex)
    return { ok: false, detail: 'signed by a key other than the published one' };
  if (!(await verifyStatementSignature(statement, proof.statement.signature, publicKeyHex)))
    return { ok: false, detail: 'the statement signature does not verify' };
  for (const cosignature of proof.statement.cosignatures) {
    const problem = await cosignatureProblem(proof.statement, cosignature, auditors);
    if (problem) return { ok: false, detail: problem };
  }
  try {
    if (!verifyProof(leafFromWire(proof.leaf), proof.steps, statement.rootHex, statement.totalValueCents))
      return { ok: false, detail: 'the bottle does not lead to the signed root and total' };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
  return { ok: true, detail: `included in statement ${statement.sequence}` };
}
