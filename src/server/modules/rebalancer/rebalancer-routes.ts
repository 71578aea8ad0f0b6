import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '../../../contracts/payments';
import {
  ExecuteRebalanceResponseSchema,
  REBALANCER_MESSAGES,
  RebalanceHistorySchema,
  RebalancePlanSchema,
  RebalancerSettingsSchema,
  SaveRebalancerSettingsRequestSchema,
} from '../../../contracts/rebalancer';
import type { Guards } from '../../platform/auth/guards';
import { badRequest } from '../../platform/http/app-error';
import { executeRebalance } from './execute-rebalance';
import { findRebalanceHistory } from './find-rebalance-history';
import { getRebalancePlan } from './get-rebalance-plan';
import { getRebalancerSettings } from './get-rebalancer-settings';
import type { RebalancerContext } from './rebalancer-context';
import { saveRebalancerSettings } from './save-rebalancer-settings';

const meta = (request: FastifyRequest) => ({ ipAddress: request.ip, requestId: request.id });

/** Execute must be retry-safe: the Idempotency-Key header is required (8 to 200 characters). */
function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest(REBALANCER_MESSAGES.idempotencyKey);
  return `manual:${parsed.data}`;
}

/** HTTP of the portfolio rebalancer, all for the signed-in user's own portfolio. */
export function registerRebalancerRoutes(app: FastifyInstance, deps: { ctx: RebalancerContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rebalancer'];

  r.get(
    apiPaths.rebalancer.settings,
    {
      schema: {
        tags,
        summary: 'My rebalancing targets, threshold and auto-rebalance',
        response: { 200: RebalancerSettingsSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return getRebalancerSettings(ctx.db, user.id);
    },
  );

  r.put(
    apiPaths.rebalancer.settings,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'Save my targets (adding up to 100), threshold (1 to 15, step 0.5) and auto-rebalance',
        body: SaveRebalancerSettingsRequestSchema,
        response: { 200: RebalancerSettingsSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return saveRebalancerSettings(ctx.db, user.id, request.body, meta(request));
    },
  );

  r.get(
    apiPaths.rebalancer.plan,
    {
      schema: {
        tags,
        summary: 'My assets against my targets, and the actions and orders needed',
        response: { 200: RebalancePlanSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return getRebalancePlan(ctx, user.id);
    },
  );

  r.post(
    apiPaths.rebalancer.execute,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags,
        summary: 'Execute the plan with real market orders (Idempotency-Key required)',
        response: { 200: ExecuteRebalanceResponseSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      const idempotencyKey = idempotencyKeyOf(request);
      return executeRebalance(ctx, user, { idempotencyKey, trigger: 'manual' }, meta(request));
    },
  );

  r.get(
    apiPaths.rebalancer.history,
    { schema: { tags, summary: 'My rebalances, newest first', response: { 200: RebalanceHistorySchema } } },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return findRebalanceHistory(ctx.db, user.id);
    },
  );
}
