import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ManifestBottle } from '../../../domain/reserve/reconcile-manifest';
import { BOTTLES_PER_CASE, generatedSerialPrefix, wineCodeFor } from '../../../domain/reserve/reserve-register';
import { queryRows, type Executor } from '../../db/client';
import { findAnyWineAsset, findFacilitySlug } from '../wine/wine-module';
import { user } from '../../db/schema/auth';
import { reserveBottles, reserveProposals } from '../../db/schema/reserve';

export type ProposalRow = typeof reserveProposals.$inferSelect;

export async function insertProposal(db: Executor, values: typeof reserveProposals.$inferInsert): Promise<ProposalRow> {
  const [row] = await db.insert(reserveProposals).values(values).returning();
  return row!;
}

/** A proposal with the names of who proposed and who decided it, for the admin screen. */
export type NamedProposalRow = ProposalRow & { proposedByName: string; decidedByName: string | null };

const proposer = alias(user, 'proposer');
const decider = alias(user, 'decider');

function selectNamed(db: Executor) {
  return db
    .select({ p: reserveProposals, proposedByName: proposer.name, decidedByName: decider.name })
    .from(reserveProposals)
    .innerJoin(proposer, eq(proposer.id, reserveProposals.proposedBy))
    .leftJoin(decider, eq(decider.id, reserveProposals.decidedBy));
}

const named = (rows: { p: ProposalRow; proposedByName: string; decidedByName: string | null }[]) =>
  rows.map((r) => ({ ...r.p, proposedByName: r.proposedByName, decidedByName: r.decidedByName }));

export async function findPendingProposals(db: Executor): Promise<NamedProposalRow[]> {
  return named(
    await selectNamed(db).where(eq(reserveProposals.status, 'pending')).orderBy(asc(reserveProposals.proposedAt)),
  );
}

/** Approved and rejected proposals, the latest decisions first. */
export async function findDecidedProposals(db: Executor, limit: number): Promise<NamedProposalRow[]> {
  return named(
    await selectNamed(db)
      .where(ne(reserveProposals.status, 'pending'))
      .orderBy(desc(reserveProposals.decidedAt), desc(reserveProposals.proposedAt))
      .limit(limit),
  );
}

export async function findNamedProposal(db: Executor, id: string): Promise<NamedProposalRow | undefined> {
  return named(await selectNamed(db).where(eq(reserveProposals.id, id)))[0];
}

export async function hasPendingProposal(db: Executor, assetId: string, kind: string): Promise<boolean> {
  const rows = await db
    .select({ id: reserveProposals.id })
    .from(reserveProposals)
    .where(
      and(
        eq(reserveProposals.wineAssetId, assetId),
        eq(reserveProposals.kind, kind),
        eq(reserveProposals.status, 'pending'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The proposal, locked for the decision (two approvers at once: the second waits, then sees it decided). */
export async function lockProposal(db: Executor, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(reserveProposals).where(eq(reserveProposals.id, id)).for('update');
  return row;
}

export async function decideProposal(db: Executor, id: string, status: 'approved' | 'rejected', by: string, at: Date) {
  await db.update(reserveProposals).set({ status, decidedBy: by, decidedAt: at }).where(eq(reserveProposals.id, id));
}

/**
 * A tokenised asset's bottles join the register, generated as the seed generates them (serials,
 * LWIN-style code, its facility, cases of six, its condition and value, a random salt). Nothing
 * when the asset already has bottles in the register. Returns how many were added.
 */
export async function registerAssetBottles(db: Executor, assetId: string): Promise<number> {
  const asset = await findAnyWineAsset(db, assetId);
  const facility = asset && (await findFacilitySlug(db, asset.storageFacilityId));
  if (!asset || !facility) return 0;
  const existing = await db
    .select({ serial: reserveBottles.serial })
    .from(reserveBottles)
    .where(eq(reserveBottles.wineAssetId, assetId))
    .limit(1);
  if (existing.length) return 0;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
      with added as (
        insert into reserve_bottles (serial, wine_asset_id, wine_code, facility, lot, condition, state, value_usd, salt)
        select ${generatedSerialPrefix(asset)} || lpad(n::text, 6, '0'), ${asset.id}, ${wineCodeFor(asset)}, ${facility},
               'C' || ${asset.vintage}::int || '-' || lpad(((n - 1) / ${BOTTLES_PER_CASE} + 1)::text, 5, '0'),
               ${asset.condition}, 'in_bond', ${asset.currentValue}::numeric, replace(gen_random_uuid()::text, '-', '')
        from generate_series(1, ${asset.bottleCount}::int) as n
        returning 1
      )
      select count(*)::int as n from added
    `,
  );
  return rows[0]!.n;
}

/** An asset's bottles held in the vault (the ones a manifest must list). */
export async function findHeldBottles(db: Executor, assetId: string): Promise<ManifestBottle[]> {
  return db
    .select({ serial: reserveBottles.serial, wineCode: reserveBottles.wineCode, facility: reserveBottles.facility })
    .from(reserveBottles)
    .where(and(eq(reserveBottles.wineAssetId, assetId), inArray(reserveBottles.state, ['in_bond', 'reserved'])));
}

export async function setHeldBottleValue(db: Executor, assetId: string, valueUsd: string): Promise<number> {
  const rows = await db
    .update(reserveBottles)
    .set({ valueUsd, updatedAt: sql`now()` })
    .where(and(eq(reserveBottles.wineAssetId, assetId), inArray(reserveBottles.state, ['in_bond', 'reserved'])))
    .returning({ serial: reserveBottles.serial });
  return rows.length;
}

/** Moves held bottles of the asset to `state`; returns how many changed (unknown or gone serials do not). */
export async function setHeldBottlesState(
  db: Executor,
  assetId: string,
  serials: string[],
  state: 'released' | 'written_off',
): Promise<number> {
  const rows = await db
    .update(reserveBottles)
    .set({ state, updatedAt: sql`now()` })
    .where(
      and(
        eq(reserveBottles.wineAssetId, assetId),
        inArray(reserveBottles.serial, serials),
        inArray(reserveBottles.state, ['in_bond', 'reserved']),
      ),
    )
    .returning({ serial: reserveBottles.serial });
  return rows.length;
}

export async function moveBottle(db: Executor, serial: string, facility: string): Promise<void> {
  await db
    .update(reserveBottles)
    .set({ facility, updatedAt: sql`now()` })
    .where(eq(reserveBottles.serial, serial));
}
