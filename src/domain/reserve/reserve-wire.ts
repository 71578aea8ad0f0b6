import type { ProofStep } from './merkle-sum-tree';
import type { ReserveLeaf } from './reserve-leaf';
import type { ReserveStatement } from './reserve-statement';

/** A bottle's leaf as JSON (ADR 012): value in cents as a decimal string. */
export interface LeafWire {
  serial: string;
  wine_code: string;
  facility: string;
  value_cents: string;
  salt: string;
}

/**
 * An auditor's Ed25519 signature over a statement's canonical bytes (the same bytes the platform
 * signed), added after the statement was published: it is not part of the canonical text.
 */
export interface CosignatureWire {
  /** The auditor's name, as the platform publishes it beside the key. */
  auditor: string;
  public_key: string;
  signature: string;
  /** When the platform accepted it (not signed). */
  added_at: string;
}

/**
 * A signed statement as JSON: the fields, their canonical hash, the signature and the signing key,
 * and the auditors' co-signatures added since (oldest first; none until an auditor signs).
 */
export interface StatementWire {
  sequence: number;
  issued_at: string;
  source: string;
  root: string;
  total_value_cents: string;
  bottle_count: number;
  supply_vino: string;
  backing_ratio: string;
  previous_hash: string;
  hash: string;
  signature: string;
  public_key: string;
  cosignatures: CosignatureWire[];
}

export interface ProofWire {
  statement: StatementWire;
  leaf: LeafWire;
  steps: ProofStep[];
}

const CENTS = /^(0|[1-9][0-9]*)$/;

function cents(text: string, what: string): bigint {
  if (!CENTS.test(text)) throw new Error(`${what} "${text}" is not a whole number of cents`);
  return BigInt(text);
}

export function leafFromWire(w: LeafWire): ReserveLeaf {
  return {
    serial: w.serial,
    wineCode: w.wine_code,
    facility: w.facility,
    valueCents: cents(w.value_cents, 'value_cents'),
    salt: w.salt,
  };
}

export function leafToWire(l: ReserveLeaf): LeafWire {
  return {
    serial: l.serial,
    wine_code: l.wineCode,
    facility: l.facility,
    value_cents: l.valueCents.toString(),
    salt: l.salt,
  };
}

export function statementFromWire(w: StatementWire): ReserveStatement {
  return {
    sequence: w.sequence,
    issuedAt: w.issued_at,
    source: w.source,
    rootHex: w.root,
    totalValueCents: cents(w.total_value_cents, 'total_value_cents'),
    bottleCount: w.bottle_count,
    supplyVino: w.supply_vino,
    backingRatio: w.backing_ratio,
    previousHashHex: w.previous_hash,
  };
}

export function statementToWire(
  s: ReserveStatement,
  signed: { hash: string; signature: string; publicKey: string },
): StatementWire {
  return {
    sequence: s.sequence,
    issued_at: s.issuedAt,
    source: s.source,
    root: s.rootHex,
    total_value_cents: s.totalValueCents.toString(),
    bottle_count: s.bottleCount,
    supply_vino: s.supplyVino,
    backing_ratio: s.backingRatio,
    previous_hash: s.previousHashHex,
    hash: signed.hash,
    signature: signed.signature,
    public_key: signed.publicKey,
    cosignatures: [],
  };
}
