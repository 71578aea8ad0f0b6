import { PAYMENT_MESSAGES, type PaymentMethodsResponse } from '../../../contracts/payments';
import { AppError } from '../../platform/http/app-error';
import { findOwnCustomer } from './find-own-customer';
import type { PaymentsContext } from './payments-context';

/** The saved cards of the user's own customer. */
export async function findPaymentMethods(
  ctx: PaymentsContext,
  userId: string,
  customerId: string,
): Promise<PaymentMethodsResponse> {
  const owned = await findOwnCustomer(ctx, userId, customerId);
  try {
    return { paymentMethods: await ctx.provider.findPaymentMethods(owned) };
  } catch (error) {
    ctx.log.error({ err: error }, 'listing payment methods failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.fetchPaymentMethodsFailed);
  }
}
