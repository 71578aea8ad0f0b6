import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '../../../contracts/payments';
import {
  CreateRedemptionRequestSchema,
  REDEMPTION_MESSAGES,
  REDEMPTION_PREMIUM_REQUIRED,
  RedemptionRequestListSchema,
  RedemptionRequestParamsSchema,
  RedemptionRequestSchema,
  redemptionApiPaths,
} from '../../../contracts/redemption';
import type { Guards } from '../../platform/auth/guards';
import { AppError, badRequest } from '../../platform/http/app-error';
import { hasPremiumMembership } from '../payments/payments-module';
import { cancelRedemptionRequest } from './cancel-redemption-request';
import { createRedemptionRequest } from './create-redemption-request';
import type { RedemptionContext } from './redemption-context';
import { toRedemptionRequest } from './redemption-mapper';
import { findUserRedemptions } from './redemption-repository';

/** The optional Idempotency-Key header, as payments read it (400 when malformed). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest('Idempotency-Key must be 8 to 200 characters.');
  return parsed.data;
}

export function registerRedemptionRoutes(app: FastifyInstance, deps: { ctx: RedemptionContext; guards: Guards }) {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: FastifyRequest) => ({ ipAddress: request.ip, requestId: request.id });

  r.post(
    redemptionApiPaths.create,
    {
      // Access before validation: a visitor gets 401 and a non-member 403 whatever the body says.
      onRequest: [
        guards.onlyUsers(REDEMPTION_MESSAGES.signIn),
        async (request) => {
          const user = await guards.requireUser(request);
          if (!(await hasPremiumMembership(ctx.db, user.id)))
            throw new AppError(
              403,
              REDEMPTION_PREMIUM_REQUIRED,
              `${REDEMPTION_MESSAGES.membersOnly} ${REDEMPTION_MESSAGES.joinPremium}`,
            );
        },
      ],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['redemption'],
        summary: 'Request bottles for VINO (Premium Circle members): holds the VINO while pending',
        body: CreateRedemptionRequestSchema,
        response: { 201: RedemptionRequestSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const { request: row } = await createRedemptionRequest(ctx, user, request.body, {
        idempotencyKey: idempotencyKeyOf(request),
        ...meta(request),
      });
      return reply.status(201).send(toRedemptionRequest(row));
    },
  );

  r.get(
    redemptionApiPaths.mine,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags: ['redemption'],
        summary: 'My redemption requests, newest first',
        response: { 200: RedemptionRequestListSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { items: (await findUserRedemptions(ctx.db, user.id)).map(toRedemptionRequest) };
    },
  );

  r.post(
    redemptionApiPaths.cancel,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags: ['redemption'],
        summary: 'Cancel my pending redemption request: releases the held VINO',
        params: RedemptionRequestParamsSchema,
        response: { 200: RedemptionRequestSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return toRedemptionRequest(await cancelRedemptionRequest(ctx, user, request.params.id, meta(request)));
    },
  );
}
