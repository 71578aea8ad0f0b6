import type { SetupIntentResponse } from '../../../contracts/payments';
import type { PaymentsContext } from './payments-context';
import { findOwnCustomer } from './find-own-customer';

/** Starts saving a card for the user's own customer (memberships are charged to it). */
export async function createSetupIntent(
  ctx: PaymentsContext,
  userId: string,
  customerId: string,
): Promise<SetupIntentResponse> {
  const owned = await findOwnCustomer(ctx, userId, customerId);
  const setup = await ctx.provider.createSetupIntent(owned);
  return { setupIntentId: setup.id, clientSecret: setup.clientSecret };
}
