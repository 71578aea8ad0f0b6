import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../../contracts/api-paths';
import { ErrorResponseSchema } from '../../../../contracts/errors';
import {
  ConfirmCryptoPaymentRequestSchema,
  PAYMENT_MESSAGES,
  PaymentStatusResponseSchema,
} from '../../../../contracts/payments';
import type { Guards } from '../../../platform/auth/guards';
import type { PaymentsContext } from '../payments-context';
import type { ChainReader } from './chain-reader';
import { confirmCryptoPayment } from './confirm-crypto-payment';

/** Crypto purchases paid from the connected wallet (registered only when a deposit chain is configured). */
export function registerCryptoPaymentRoutes(
  app: FastifyInstance,
  deps: { ctx: PaymentsContext; guards: Guards; chain: ChainReader },
): void {
  const { ctx, guards, chain } = deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.payments.cryptoConfirm,
    {
      onRequest: guards.onlyUsers(PAYMENT_MESSAGES.authRequired),
      schema: {
        tags: ['payments'],
        summary: 'Pay one of my crypto purchases with a wallet transaction (checked on chain)',
        body: ConfirmCryptoPaymentRequestSchema,
        response: {
          200: PaymentStatusResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      return confirmCryptoPayment(ctx, chain, {
        userId: user.id,
        paymentId: request.body.paymentId,
        txHash: request.body.txHash,
        ipAddress: request.ip,
        requestId: request.id,
      });
    },
  );
}
