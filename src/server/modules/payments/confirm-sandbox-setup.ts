import type { SandboxCard, SetupResult } from '../../../contracts/payments';
import { notFound } from '../../platform/http/app-error';
import type { PaymentsContext } from './payments-context';
import { findCustomer } from './payments-repository';
import type { SandboxProvider } from './sandbox/sandbox-provider';
import { findSetupIntent } from './sandbox/sandbox-repository';

/** The sandbox card form saving a card on the user's own customer. */
export async function confirmSandboxSetup(
  ctx: PaymentsContext,
  sandbox: SandboxProvider,
  userId: string,
  input: { setupIntentId: string; clientSecret: string; card: SandboxCard },
): Promise<SetupResult> {
  const [customer, setup] = await Promise.all([
    findCustomer(ctx.db, userId, 'sandbox'),
    findSetupIntent(ctx.db, input.setupIntentId),
  ]);
  if (!customer || !setup || setup.customerId !== customer.providerCustomerId) throw notFound('No such setup intent.');
  const outcome = await sandbox.confirmSetup(input);
  return outcome.status === 'succeeded'
    ? { status: 'succeeded', paymentMethodId: outcome.paymentMethodId }
    : { status: 'failed', error: { code: outcome.code, message: outcome.message } };
}
