import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chainApiPaths,
  CreateWithdrawalSchema,
  DepositListSchema,
  WithdrawalListSchema,
  WithdrawalSchema,
} from '../../../contracts/chain';
import type { Guards } from '../../platform/auth/guards';
import type { ChainContext } from './chain-context';
import { findUserDeposits, findUserWithdrawals } from './chain-repository';
import { requestWithdrawal } from './request-withdrawal';
import { toDeposit, toWithdrawal } from './withdrawal-mapper';

const meta = (request: FastifyRequest) => ({ ipAddress: request.ip, requestId: request.id });

/** The investor's side of the bridge: withdraw to a verified wallet, and the history both ways. */
export function registerChainRoutes(app: FastifyInstance, deps: { ctx: ChainContext; guards: Guards }) {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chain'];

  r.post(
    chainApiPaths.withdrawals,
    {
      onRequest: guards.onlyUsers(),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Withdraw VINO from my balance to one of my verified wallets (two-factor required)',
        body: CreateWithdrawalSchema,
        response: { 201: WithdrawalSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const row = await requestWithdrawal(ctx, user.id, request.body, meta(request));
      return reply.status(201).send(toWithdrawal(row));
    },
  );

  r.get(
    chainApiPaths.withdrawals,
    {
      onRequest: guards.onlyUsers(),
      schema: { tags, summary: 'My withdrawals to the chain, newest first', response: { 200: WithdrawalListSchema } },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return {
        chainConfigured: ctx.chain !== undefined,
        items: (await findUserWithdrawals(ctx.db, user.id)).map(toWithdrawal),
      };
    },
  );

  r.get(
    chainApiPaths.deposits,
    {
      onRequest: guards.onlyUsers(),
      schema: { tags, summary: 'My deposits from the chain, newest first', response: { 200: DepositListSchema } },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return {
        chainConfigured: ctx.chain !== undefined,
        custodyAddress: ctx.chain?.wallet.account.address ?? null,
        items: (await findUserDeposits(ctx.db, user.id)).map(toDeposit),
      };
    },
  );
}
