import { notFound } from '../../platform/http/app-error';
import type { PaymentsContext } from './payments-context';
import { findCustomerByProviderId } from './payments-repository';

/** A provider customer id the signed-in user owns; anyone else's is "not found". */
export async function findOwnCustomer(ctx: PaymentsContext, userId: string, customerId: string): Promise<string> {
  const customer = await findCustomerByProviderId(ctx.db, ctx.provider.name, customerId);
  if (!customer || customer.userId !== userId) throw notFound('No such customer.');
  return customer.providerCustomerId;
}
