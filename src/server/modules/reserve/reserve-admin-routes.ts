import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  CreateReserveProposalSchema,
  ReleaseBottlesResultSchema,
  ReleaseBottlesSchema,
  ReserveProposalListSchema,
  ReserveProposalParamsSchema,
  ReserveProposalSchema,
  type ReserveProposal,
} from '../../../contracts/reserve-admin';
import type { ManifestReconciliation } from '../../../domain/reserve/reconcile-manifest';
import type { Guards } from '../../platform/auth/guards';
import { decideReserveProposal } from './decide-reserve-proposal';
import { proposeReserveChange, type Actor } from './propose-reserve-change';
import { findPendingProposals, type ProposalRow } from './proposal-repository';
import { releaseBottles } from './release-bottles';
import type { ReserveContext } from './reserve-context';

function toProposal(row: ProposalRow): ReserveProposal {
  return {
    id: row.id,
    kind: row.kind as ReserveProposal['kind'],
    wine_asset_id: row.wineAssetId,
    summary: row.summary,
    status: row.status as ReserveProposal['status'],
    proposed_by: row.proposedBy,
    proposed_at: row.proposedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    reconciliation: (row.payload.reconciliation as ManifestReconciliation | undefined) ?? null,
  };
}

/** Admin: four-eyes proposals on the reserve and bottle releases for redemptions. */
export function registerReserveAdminRoutes(app: FastifyInstance, deps: { ctx: ReserveContext; guards: Guards }) {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'reserve'];
  const onlyAdmins = guards.onlyRole('admin');
  const actorOf = async (request: FastifyRequest): Promise<Actor> => ({
    userId: (await guards.requireRole(request, 'admin')).id,
    ipAddress: request.ip,
    requestId: request.id,
  });

  r.get(
    apiPaths.reserve.adminProposals,
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: 'Pending reserve proposals, oldest first',
        response: { 200: ReserveProposalListSchema },
      },
    },
    async () => ({ proposals: (await findPendingProposals(ctx.db)).map(toProposal) }),
  );

  r.post(
    apiPaths.reserve.adminProposals,
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: 'Propose a reserve change (applied when another admin approves)',
        body: CreateReserveProposalSchema,
        response: { 201: ReserveProposalSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(toProposal(await proposeReserveChange(ctx, request.body, await actorOf(request)))),
  );

  for (const [path, decision] of [
    [apiPaths.reserve.adminApprove, 'approved'],
    [apiPaths.reserve.adminReject, 'rejected'],
  ] as const)
    r.post(
      path,
      {
        onRequest: onlyAdmins,
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
      async (request) =>
        toProposal(await decideReserveProposal(ctx, request.params.id, decision, await actorOf(request))),
    );

  r.post(
    apiPaths.reserve.adminReleases,
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: 'Release named bottles for a redemption',
        body: ReleaseBottlesSchema,
        response: { 200: ReleaseBottlesResultSchema },
      },
    },
    async (request) => ({ released: await releaseBottles(ctx, request.body, await actorOf(request)) }),
  );
}
