import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminWithdrawalListSchema,
  chainApiPaths,
  RejectWithdrawalSchema,
  WithdrawalParamsSchema,
  WithdrawalSchema,
} from '../../../contracts/chain';
import type { Guards } from '../../platform/auth/guards';
import type { ChainContext } from './chain-context';
import { findReviewQueue } from './chain-repository';
import { approveWithdrawal, rejectWithdrawal } from './review-withdrawal';
import { toWithdrawal } from './withdrawal-mapper';

const meta = (request: FastifyRequest) => ({ ipAddress: request.ip, requestId: request.id });

/** Admin (inside the admin scope): the review queue of withdrawals above the threshold. */
export function registerChainAdminRoutes(app: FastifyInstance, deps: { ctx: ChainContext; guards: Guards }) {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'chain'];

  r.get(
    chainApiPaths.adminWithdrawals,
    {
      schema: {
        tags,
        summary: 'Withdrawals waiting for review, oldest first',
        response: { 200: AdminWithdrawalListSchema },
      },
    },
    async () => ({
      items: (await findReviewQueue(ctx.db)).map((r) => ({
        ...toWithdrawal(r.withdrawal),
        userId: r.withdrawal.userId,
        userEmail: r.userEmail,
      })),
    }),
  );

  r.post(
    chainApiPaths.adminApprove,
    {
      schema: {
        tags,
        summary: 'Approve a withdrawal in review: it is sent to the chain',
        params: WithdrawalParamsSchema,
        response: { 200: WithdrawalSchema },
      },
    },
    async (request) => {
      const admin = await guards.requireUser(request);
      return toWithdrawal(await approveWithdrawal(ctx, admin.id, request.params.id, meta(request)));
    },
  );

  r.post(
    chainApiPaths.adminReject,
    {
      schema: {
        tags,
        summary: 'Reject a withdrawal in review: the VINO goes back to the investor',
        params: WithdrawalParamsSchema,
        body: RejectWithdrawalSchema,
        response: { 200: WithdrawalSchema },
      },
    },
    async (request) => {
      const admin = await guards.requireUser(request);
      return toWithdrawal(await rejectWithdrawal(ctx, admin.id, request.params.id, request.body.reason, meta(request)));
    },
  );
}
