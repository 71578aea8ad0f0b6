import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ManifestBottle } from '../../../domain/reserve/reconcile-manifest';
import type { Executor } from '../../db/client';
import { findAnyWineAsset } from '../wine/wine-module';
import { reserveBottles, reserveProposals } from '../../db/schema/reserve';

export type ProposalRow = typeof reserveProposals.$inferSelect;

export async function insertProposal(db: Executor, values: typeof reserveProposals.$inferInsert): Promise<ProposalRow> {
  const [row] = await db.insert(reserveProposals).values(values).returning();
  return row!;
}

export async function findPendingProposals(db: Executor): Promise<ProposalRow[]> {
  return db
    .select()
    .from(reserveProposals)
    .where(eq(reserveProposals.status, 'pending'))
    .orderBy(asc(reserveProposals.proposedAt));
}

/** The proposal, locked for the decision (two approvers at once: the second waits, then sees it decided). */
export async function lockProposal(db: Executor, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(reserveProposals).where(eq(reserveProposals.id, id)).for('update');
  return row;
}

export async function decideProposal(db: Executor, id: string, status: 'approved' | 'rejected', by: string, at: Date) {
  await db.update(reserveProposals).set({ status, decidedBy: by, decidedAt: at }).where(eq(reserveProposals.id, id));
}

export async function assetExists(db: Executor, id: string): Promise<boolean> {
  return (await findAnyWineAsset(db, id)) !== undefined;
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
