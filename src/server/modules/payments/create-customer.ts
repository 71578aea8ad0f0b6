import { PAYMENT_MESSAGES } from '../../../contracts/payments';
import type { SignedInUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/http/app-error';
import type { PaymentsContext } from './payments-context';
import { findCustomer, insertCustomerOnce } from './payments-repository';

/** The user's customer at the provider, created once (the same answer on every later call). */
export async function createCustomer(
  ctx: PaymentsContext,
  user: SignedInUser,
  input: { email?: string | undefined; name?: string | undefined },
): Promise<{ customerId: string }> {
  const existing = await findCustomer(ctx.db, user.id, ctx.provider.name);
  if (existing) return { customerId: existing.providerCustomerId };
  let created: { id: string };
  try {
    created = await ctx.provider.createCustomer({
      email: input.email ?? user.email,
      name: input.name ?? user.name,
      userId: user.id,
      idempotencyKey: `customer:${user.id}`,
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'customer creation failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.createCustomerFailed);
  }
  const stored = await insertCustomerOnce(ctx.db, {
    userId: user.id,
    provider: ctx.provider.name,
    providerCustomerId: created.id,
  });
  return { customerId: stored.providerCustomerId };
}
