import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  ClaimResponseSchema,
  CreateStakeRequestSchema,
  MyStakesResponseSchema,
  StakeParamsSchema,
  StakeResponseSchema,
  StakingPoolsResponseSchema,
  UnstakeResponseSchema,
} from '../../../contracts/staking';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import type { Guards } from '../../platform/auth/guards';
import { claimRewards } from './claim-rewards';
import { createStake } from './create-stake';
import { getStakingPositions } from './get-staking-positions';
import { findStakingPools } from './find-staking-pools';
import type { StakingContext } from './staking-context';
import { stakeToWire } from './staking-mapper';
import { unstake } from './unstake';

const meta = (request: FastifyRequest) => ({ ipAddress: request.ip, requestId: request.id });

/** HTTP of staking: validate, authorize, call a use case. */
export function registerStakingRoutes(app: FastifyInstance, deps: { ctx: StakingContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staking'];

  r.get(
    apiPaths.staking.pools,
    {
      schema: {
        tags,
        summary: 'Staking pools with their terms and total staked',
        response: { 200: StakingPoolsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { pools: await findStakingPools(ctx.db) };
    },
  );

  r.get(
    apiPaths.staking.myStakes,
    {
      onRequest: guards.onlyUsers(),
      schema: { tags, summary: 'My stakes and rewards', response: { 200: MyStakesResponseSchema } },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return getStakingPositions(ctx.db, user.id, ctx.clock.now());
    },
  );

  r.post(
    apiPaths.staking.myStakes,
    {
      onRequest: guards.onlyUsers(),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Stake VINO into a pool',
        body: CreateStakeRequestSchema,
        response: { 201: StakeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const stake = await createStake(ctx, { user, ...request.body, ...meta(request) });
      return reply.status(201).send({ stake: stakeToWire(stake, ctx.clock.now()) });
    },
  );

  r.post(
    apiPaths.staking.claim,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'Claim the rewards a stake has earned',
        params: StakeParamsSchema,
        response: { 200: ClaimResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      const { stake, paid } = await claimRewards(ctx, {
        userId: user.id,
        stakeId: request.params.id,
        ...meta(request),
      });
      return { stake: stakeToWire(stake, ctx.clock.now()), paid: formatLedgerAmount(paid) };
    },
  );

  r.post(
    apiPaths.staking.unstake,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'Unstake (flexible anytime, locked after the lock)',
        params: StakeParamsSchema,
        response: { 200: UnstakeResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      const result = await unstake(ctx, { userId: user.id, stakeId: request.params.id, ...meta(request) });
      return {
        stake: stakeToWire(result.stake, ctx.clock.now()),
        returned: formatLedgerAmount(result.returned),
        rewardsPaid: formatLedgerAmount(result.rewardsPaid),
      };
    },
  );
}
