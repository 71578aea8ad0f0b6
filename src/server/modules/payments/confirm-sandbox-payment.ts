import type { PaymentStatusResponse, SandboxCard } from '../../../contracts/payments';
import { notFound } from '../../platform/http/app-error';
import { getPaymentStatus } from './get-payment-status';
import type { PaymentsContext } from './payments-context';
import { findPaymentByProviderId } from './payments-repository';
import type { SandboxProvider } from './sandbox/sandbox-provider';

/**
 * The sandbox's card form submits here (the browser never sees a real card processor). The sandbox
 * charges the card and delivers the signed event to our webhook before this returns, so the answer
 * already carries the outcome: succeeded, failed with the card's message, or processing (bank, crypto).
 */
export async function confirmSandboxPayment(
  ctx: PaymentsContext,
  sandbox: SandboxProvider,
  userId: string,
  input: { paymentIntentId: string; clientSecret: string; card?: SandboxCard | undefined },
): Promise<PaymentStatusResponse> {
  const payment = await findPaymentByProviderId(ctx.db, 'sandbox', input.paymentIntentId);
  if (!payment || payment.userId !== userId) throw notFound('No such payment intent.');
  await sandbox.confirmPayment(input);
  return getPaymentStatus(ctx, userId, payment.id);
}
