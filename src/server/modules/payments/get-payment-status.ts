import type { PaymentStatusResponse } from '../../../contracts/payments';
import { notFound } from '../../platform/http/app-error';
import type { PaymentsContext } from './payments-context';
import { findPaymentById } from './payments-repository';

/** One of the user's own payments (someone else's is "not found", never revealed). */
export async function getPaymentStatus(
  ctx: PaymentsContext,
  userId: string,
  paymentId: string,
): Promise<PaymentStatusResponse> {
  const payment = /^[0-9a-f-]{36}$/i.test(paymentId) ? await findPaymentById(ctx.db, paymentId) : undefined;
  if (!payment || payment.userId !== userId) throw notFound('Payment not found.');
  return {
    paymentId: payment.id,
    status: payment.status,
    ...(payment.status === 'failed' && payment.failureMessage
      ? { error: { code: 'payment_failed', message: payment.failureMessage } }
      : {}),
  };
}
