import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReserveLeaf } from '../../../domain/reserve/reserve-leaf';
import type { CosignatureWire, StatementWire } from '../../../domain/reserve/reserve-wire';
import { queryRows, type Executor } from '../../db/client';
import { reserveCosignatures, reserveStatements } from '../../db/schema/reserve';
import { backingWineAssetIdsSql } from '../wine/wine-module';

/** Backing bottles read a page at a time, so the embedded database never holds the event loop long. */
export const LEAF_PAGE_SIZE = 4_000;

/**
 * One page of the backing leaves after `afterSerial`, in serial order by byte ("C" collation, the
 * order ADR 012 fixes). Backing: held in the vault (in bond or reserved) for a live asset.
 */
export async function readLeafPage(db: Executor, afterSerial: string): Promise<ReserveLeaf[]> {
  const rows = await queryRows<{ serial: string; wine_code: string; facility: string; cents: string; salt: string }>(
    db,
    sql`
      select b.serial, b.wine_code, b.facility, (b.value_usd * 100)::numeric(22,0)::text as cents, b.salt
      from reserve_bottles b
      where b.wine_asset_id in ${backingWineAssetIdsSql()} and b.state in ('in_bond', 'reserved') and b.serial collate "C" > ${afterSerial} collate "C"
      order by b.serial collate "C"
      limit ${LEAF_PAGE_SIZE}
    `,
  );
  return rows.map((r) => ({
    serial: r.serial,
    wineCode: r.wine_code,
    facility: r.facility,
    valueCents: BigInt(r.cents),
    salt: r.salt,
  }));
}

type StatementRow = typeof reserveStatements.$inferSelect;

function statementRowToWire(r: StatementRow, cosignatures: CosignatureWire[]): StatementWire {
  return {
    sequence: r.sequence,
    issued_at: r.issuedAt,
    source: r.source,
    root: r.root,
    total_value_cents: r.totalValueCents,
    bottle_count: r.bottleCount,
    supply_vino: r.supplyVino,
    backing_ratio: r.backingRatio,
    previous_hash: r.previousHash,
    hash: r.hash,
    signature: r.signature,
    public_key: r.publicKey,
    cosignatures,
  };
}

/** The statements' rows on the wire, each with its co-signatures (oldest first). */
async function withCosignatures(db: Executor, rows: StatementRow[]): Promise<StatementWire[]> {
  if (rows.length === 0) return [];
  const cosigned = await db
    .select()
    .from(reserveCosignatures)
    .where(
      inArray(
        reserveCosignatures.statementSequence,
        rows.map((r) => r.sequence),
      ),
    )
    .orderBy(asc(reserveCosignatures.addedAt), asc(reserveCosignatures.auditorPublicKey));
  return rows.map((row) =>
    statementRowToWire(
      row,
      cosigned
        .filter((c) => c.statementSequence === row.sequence)
        .map((c) => ({
          auditor: c.auditor,
          public_key: c.auditorPublicKey,
          signature: c.signature,
          added_at: c.addedAt.toISOString(),
        })),
    ),
  );
}

export async function findLatestStatement(db: Executor): Promise<StatementWire | null> {
  const rows = await db.select().from(reserveStatements).orderBy(desc(reserveStatements.sequence)).limit(1);
  return (await withCosignatures(db, rows))[0] ?? null;
}

export async function findStatement(db: Executor, sequence: number): Promise<StatementWire | null> {
  const rows = await db.select().from(reserveStatements).where(eq(reserveStatements.sequence, sequence));
  return (await withCosignatures(db, rows))[0] ?? null;
}

export async function findStatements(db: Executor): Promise<StatementWire[]> {
  return withCosignatures(db, await db.select().from(reserveStatements).orderBy(asc(reserveStatements.sequence)));
}

/** Stores an auditor's checked co-signature; false when that auditor already co-signed the statement. */
export async function insertCosignature(
  db: Executor,
  sequence: number,
  cosignature: { auditor: string; public_key: string; signature: string },
  addedBy: string,
): Promise<boolean> {
  const inserted = await db
    .insert(reserveCosignatures)
    .values({
      statementSequence: sequence,
      auditorPublicKey: cosignature.public_key,
      auditor: cosignature.auditor,
      signature: cosignature.signature,
      addedBy,
    })
    .onConflictDoNothing()
    .returning({ sequence: reserveCosignatures.statementSequence });
  return inserted.length > 0;
}

/** Appends a statement; false when another node took this sequence first (the primary key). */
export async function insertStatement(db: Executor, s: StatementWire, reason: string): Promise<boolean> {
  const inserted = await db
    .insert(reserveStatements)
    .values({
      sequence: s.sequence,
      issuedAt: s.issued_at,
      source: s.source,
      root: s.root,
      totalValueCents: s.total_value_cents,
      bottleCount: s.bottle_count,
      supplyVino: s.supply_vino,
      backingRatio: s.backing_ratio,
      previousHash: s.previous_hash,
      hash: s.hash,
      signature: s.signature,
      publicKey: s.public_key,
      reason,
    })
    .onConflictDoNothing()
    .returning({ sequence: reserveStatements.sequence });
  return inserted.length > 0;
}
