import { randomBytes } from 'node:crypto';

/** Prefix of the intent ids of purchases paid from the wallet (no provider holds them). */
export const WALLET_INTENT_PREFIX = 'pi_wallet_';

/**
 * The intent of a purchase paid from the wallet: our own id, so the success goes through the same
 * provider-event path as a webhook's (looked up by intent id) while the sandbox's confirm endpoint
 * knows nothing of it and cannot settle it without a chain transaction.
 */
export function walletIntent(): { providerPaymentId: string; clientSecret: string } {
  const id = `${WALLET_INTENT_PREFIX}${randomBytes(12).toString('hex')}`;
  return { providerPaymentId: id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` };
}
