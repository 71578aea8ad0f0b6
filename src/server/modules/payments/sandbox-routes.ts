import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import { ErrorResponseSchema } from '../../../contracts/errors';
import {
  PAYMENT_MESSAGES,
  PaymentStatusResponseSchema,
  SandboxConfirmPaymentRequestSchema,
  SandboxConfirmSetupRequestSchema,
  SetupResultSchema,
} from '../../../contracts/payments';
import type { Guards } from '../../platform/auth/guards';
import { confirmSandboxPayment } from './confirm-sandbox-payment';
import { confirmSandboxSetup } from './confirm-sandbox-setup';
import type { PaymentsContext } from './payments-context';
import type { SandboxProvider } from './sandbox/sandbox-provider';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The sandbox provider's own card form (registered only when the sandbox is the provider). */
export function registerSandboxRoutes(
  app: FastifyInstance,
  deps: { ctx: PaymentsContext; sandbox: SandboxProvider; guards: Guards },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onlyUsers = deps.guards.onlyUsers(PAYMENT_MESSAGES.authRequired);

  r.post(
    apiPaths.payments.sandboxConfirmPayment,
    {
      onRequest: onlyUsers,
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: pay an intent with a test card, or start a bank/crypto transfer',
        body: SandboxConfirmPaymentRequestSchema,
        response: { 200: PaymentStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      return confirmSandboxPayment(deps.ctx, deps.sandbox, user.id, request.body);
    },
  );

  r.post(
    apiPaths.payments.sandboxConfirmSetup,
    {
      onRequest: onlyUsers,
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: save a test card',
        body: SandboxConfirmSetupRequestSchema,
        response: { 200: SetupResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await deps.guards.requireUser(request);
      return confirmSandboxSetup(deps.ctx, deps.sandbox, user.id, request.body);
    },
  );
}
