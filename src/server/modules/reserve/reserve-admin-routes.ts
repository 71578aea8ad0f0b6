import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  CreateReserveProposalSchema,
  RESERVE_PROPOSAL_HISTORY_LIMIT,
  ReleaseBottlesResultSchema,
  ReleaseBottlesSchema,
  ReserveProposalListSchema,
  ReserveProposalParamsSchema,
  ReserveProposalSchema,
  type ReserveProposal,
} from '../../../contracts/reserve-admin';
import { CreateReserveCosignatureSchema, ReserveStatementParamsSchema, ReserveStatementSchema } from '../../../contracts/reserve';
import type { ManifestReconciliation } from '../../../domain/reserve/reconcile-manifest';
import type { Executor } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { findAnyWineAsset } from '../wine/wine-module';
import { cosignStatement } from './cosign-statement';
import { decideReserveProposal } from './decide-reserve-proposal';
import { proposeReserveChange, type Actor } from './propose-reserve-change';
import {
  findDecidedProposals,
  findNamedProposal,
  findPendingProposals,
  type NamedProposalRow,
} from './proposal-repository';
import { releaseBottles } from './release-bottles';
import type { ReserveContext } from './reserve-context';

/** Proposals on the wire, with the asset's name and whether `viewerId` may decide each (four eyes). */
async function toProposals(db: Executor, rows: NamedProposalRow[], viewerId: string): Promise<ReserveProposal[]> {
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.wineAssetId))) {
    const asset = await findAnyWineAsset(db, id);
    names.set(id, asset ? `${asset.name} ${asset.vintage}` : id);
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ReserveProposal['kind'],
    wine_asset_id: row.wineAssetId,
    wine_asset_name: names.get(row.wineAssetId)!,
    summary: row.summary,
    status: row.status as ReserveProposal['status'],
    proposed_by: row.proposedBy,
    proposed_by_name: row.proposedByName,
    proposed_at: row.proposedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_by_name: row.decidedByName,
    decided_at: row.decidedAt?.toISOString() ?? null,
    can_decide: row.status === 'pending' && row.proposedBy !== viewerId,
    reconciliation: (row.payload.reconciliation as ManifestReconciliation | undefined) ?? null,
  }));
}

/** Admin: four-eyes proposals on the reserve, bottle releases for redemptions, auditors' co-signatures. */
export function registerReserveAdminRoutes(app: FastifyInstance, deps: { ctx: ReserveContext; guards: Guards }) {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'reserve'];
  const actorOf = async (request: FastifyRequest): Promise<Actor> => ({
    userId: (await guards.requireUser(request)).id,
    ipAddress: request.ip,
    requestId: request.id,
  });
  const presentOne = async (id: string, viewerId: string) =>
    (await toProposals(ctx.db, [(await findNamedProposal(ctx.db, id))!], viewerId))[0]!;

  r.get(
    apiPaths.reserve.adminProposals,
    {
      schema: {
        tags,
        summary: 'Pending reserve proposals, oldest first',
        response: { 200: ReserveProposalListSchema },
      },
    },
    async (request) => ({
      proposals: await toProposals(ctx.db, await findPendingProposals(ctx.db), (await actorOf(request)).userId),
    }),
  );

  r.get(
    apiPaths.reserve.adminProposalHistory,
    {
      schema: {
        tags,
        summary: `Approved and rejected reserve proposals, the latest ${RESERVE_PROPOSAL_HISTORY_LIMIT} decisions first`,
        response: { 200: ReserveProposalListSchema },
      },
    },
    async (request) => ({
      proposals: await toProposals(
        ctx.db,
        await findDecidedProposals(ctx.db, RESERVE_PROPOSAL_HISTORY_LIMIT),
        (await actorOf(request)).userId,
      ),
    }),
  );

  r.post(
    apiPaths.reserve.adminProposals,
    {
      schema: {
        tags,
        summary: 'Propose a reserve change (applied when another admin approves)',
        body: CreateReserveProposalSchema,
        response: { 201: ReserveProposalSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const created = await proposeReserveChange(ctx, request.body, actor);
      return reply.status(201).send(await presentOne(created.id, actor.userId));
    },
  );

  for (const [path, decision] of [
    [apiPaths.reserve.adminApprove, 'approved'],
    [apiPaths.reserve.adminReject, 'rejected'],
  ] as const)
    r.post(
      path,
      {
        schema: {
          tags,
          summary:
            decision === 'approved'
              ? 'Approve and apply a proposal (not your own)'
              : 'Reject a proposal (not your own)',
          params: ReserveProposalParamsSchema,
          response: { 200: ReserveProposalSchema },
        },
      },
      async (request) => {
        const actor = await actorOf(request);
        const decided = await decideReserveProposal(ctx, request.params.id, decision, actor);
        if (decision === 'approved') await ctx.events.emit('reserve.changed', {});
        return presentOne(decided.id, actor.userId);
      },
    );

  r.post(
    apiPaths.reserve.adminReleases,
    {
      schema: {
        tags,
        summary: 'Release named bottles for a redemption',
        body: ReleaseBottlesSchema,
        response: { 200: ReleaseBottlesResultSchema },
      },
    },
    async (request) => ({ released: await releaseBottles(ctx, request.body, await actorOf(request)) }),
  );

  r.post(
    apiPaths.reserve.adminCosignatures,
    {
      schema: {
        tags,
        summary: "Add an auditor's co-signature to a published statement (checked against the published auditor keys)",
        params: ReserveStatementParamsSchema,
        body: CreateReserveCosignatureSchema,
        response: { 201: ReserveStatementSchema },
      },
    },
    async (request, reply) => {
      const statement = await cosignStatement(ctx, request.params.sequence, request.body, await actorOf(request));
      return reply.status(201).send(statement);
    },
  );
}
