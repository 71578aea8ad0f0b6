import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { ErrorResponseSchema } from '../../../contracts/errors';
import {
  CancelSubscriptionRequestSchema,
  CreateCustomerRequestSchema,
  CreatePaymentIntentRequestSchema,
  CreateSubscriptionRequestSchema,
  CustomerResponseSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  PAYMENT_MESSAGES,
  PaymentHistoryPageSchema,
  PaymentHistoryQuerySchema,
  PaymentIntentResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentsConfigSchema,
  PaymentStatusResponseSchema,
  ProviderHistoryQuerySchema,
  ProviderHistoryResponseSchema,
  SetupIntentRequestSchema,
  SetupIntentResponseSchema,
  SubscriptionResponseSchema,
  SubscriptionsResponseSchema,
} from '../../../contracts/payments';
import { z } from '../../../contracts/zod';
import type { Guards } from '../../platform/auth/guards';
import { badRequest, forbidden } from '../../platform/http/app-error';
import { cancelSubscription } from './cancel-subscription';
import { createCustomer } from './create-customer';
import { createPurchaseIntent } from './create-purchase-intent';
import { createSetupIntent } from './create-setup-intent';
import { createSubscription } from './create-subscription';
import { exportMyPaymentsCsv } from './export-my-payments-csv';
import { getPaymentStatus } from './get-payment-status';
import { getPaymentsConfig } from './get-payments-config';
import { findMyPayments } from './find-my-payments';
import { findMySubscriptions } from './find-my-subscriptions';
import { findPaymentMethods } from './find-payment-methods';
import type { PaymentsContext } from './payments-context';

/** The optional Idempotency-Key header of creating requests (400 when malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest('Idempotency-Key must be 8 to 200 characters.');
  return parsed.data;
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/**
 * The card-payment helper of investor spec section 7 under /api/{provider}/... for the configured
 * provider only (another provider's name is a 404), plus config, status, memberships and history.
 * Every route is for the signed-in user and only their own data.
 */
export function registerPaymentsRoutes(app: FastifyInstance, deps: { ctx: PaymentsContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.provider.name;
  const path = (pattern: string) => pattern.replace(':provider', p);
  const onlyUsers = guards.onlyUsers(PAYMENT_MESSAGES.authRequired);
  const tags = ['payments'];

  r.get(
    apiPaths.payments.config,
    {
      schema: {
        tags,
        summary: 'Payment provider, products and current purchase price',
        response: { 200: PaymentsConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPaymentsConfig(ctx);
    },
  );

  r.get(
    apiPaths.payments.status,
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'Status of one of my payments',
        params: z.object({ paymentId: z.string().max(100) }),
        response: { 200: PaymentStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return getPaymentStatus(ctx, user.id, request.params.paymentId);
    },
  );

  r.post(
    path(apiPaths.payments.createPaymentIntent),
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'Create a VINO purchase (amount in cents)',
        body: CreatePaymentIntentRequestSchema,
        response: { 200: PaymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      const body = request.body;
      const claimed =
        body.userId ?? (typeof body.metadata?.['userId'] === 'string' ? body.metadata['userId'] : undefined);
      if (claimed !== undefined && claimed !== user.id) throw forbidden('You can only pay for your own account.');
      return createPurchaseIntent(ctx, user, {
        amountCents: body.amount,
        paymentMethod: body.paymentMethod,
        idempotencyKey: idempotencyKeyOf(request),
      });
    },
  );

  r.post(
    path(apiPaths.payments.createCustomer),
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'My customer at the provider (created once)',
        body: CreateCustomerRequestSchema,
        response: { 200: CustomerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      const claimed = request.body.metadata?.userId;
      if (claimed !== undefined && claimed !== user.id) throw forbidden('You can only pay for your own account.');
      return createCustomer(ctx, user, { email: request.body.email, name: request.body.name });
    },
  );

  r.post(
    path(apiPaths.payments.setupIntent),
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'Start saving a card',
        body: SetupIntentRequestSchema,
        response: { 200: SetupIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return createSetupIntent(ctx, user.id, request.body.customerId);
    },
  );

  r.get(
    path(apiPaths.payments.paymentMethods),
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'My saved cards',
        params: z.object({ provider: z.string().optional(), customerId: z.string().max(100) }),
        response: { 200: PaymentMethodsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return findPaymentMethods(ctx, user.id, request.params.customerId);
    },
  );

  r.post(
    path(apiPaths.payments.createSubscription),
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'Subscribe to a membership',
        body: CreateSubscriptionRequestSchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      const subscription = await createSubscription(ctx, user, {
        ...request.body,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return { subscription };
    },
  );

  r.post(
    path(apiPaths.payments.cancelSubscription),
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'Cancel a membership at the end of the period',
        body: CancelSubscriptionRequestSchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return { subscription: await cancelSubscription(ctx, user, request.body.subscriptionId) };
    },
  );

  r.get(
    path(apiPaths.payments.paymentHistory),
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'My latest payments (the helper shape)',
        params: z.object({ userId: z.string().max(100) }),
        querystring: ProviderHistoryQuerySchema,
        response: { 200: ProviderHistoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      if (request.params.userId !== user.id) throw forbidden('You can only see your own payment history.');
      reply.header('cache-control', 'no-store');
      const page = await findMyPayments(ctx, user.id, { period: 'all', page: 1, pageSize: request.query.limit });
      return { payments: page.items };
    },
  );

  r.get(
    apiPaths.payments.mySubscriptions,
    {
      onRequest: onlyUsers,
      schema: { tags, summary: 'My memberships', response: { 200: SubscriptionsResponseSchema } },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return findMySubscriptions(ctx, user.id);
    },
  );

  r.get(
    apiPaths.payments.myPayments,
    {
      onRequest: onlyUsers,
      schema: {
        tags,
        summary: 'My payment history',
        querystring: PaymentHistoryQuerySchema,
        response: { 200: PaymentHistoryPageSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      reply.header('cache-control', 'no-store');
      return findMyPayments(ctx, user.id, request.query);
    },
  );

  r.get(
    apiPaths.payments.myPaymentsCsv,
    {
      onRequest: onlyUsers,
      schema: { tags, summary: 'My payment history as CSV', querystring: PaymentHistoryQuerySchema },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const { filename, csv } = await exportMyPaymentsCsv(ctx, user.id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
