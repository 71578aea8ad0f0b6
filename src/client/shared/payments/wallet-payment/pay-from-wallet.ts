/**
 * Pays a crypto purchase from the connected wallet: sends the quoted ETH to the deposit address,
 * then asks the server to check the transaction until it is confirmed deep enough. Loaded with a
 * dynamic import only when the buyer pays, because the wallet service pulls in viem.
 */
import type { Address, Hash } from 'viem';
import { CRYPTO_TX_PENDING_CODE, type PaymentStatusResponse } from '../../../../contracts/payments';
import { isApiError } from '../../../lib/api-error';
import { sendFromWallet } from '../../wallet/wallet-service';
import { confirmCryptoPayment } from '../../../api/payments/confirm-crypto-payment';

/** A few seconds between checks; blocks come every ~12 s on Ethereum. */
const POLL_MS = 4_000;
/** Stop asking after this long; the buyer can check again with the same transaction. */
const GIVE_UP_MS = 15 * 60_000;

export function sendPayment(quote: { address: string; eth: string }): Promise<Hash> {
  return sendFromWallet({ token: 'ETH', to: quote.address as Address, amount: quote.eth });
}

/** Confirms with the server, waiting while the transaction is pending or not deep enough yet. */
export async function confirmWhenMined(
  input: { paymentId: string; txHash: Hash },
  signal: { cancelled: boolean },
): Promise<PaymentStatusResponse> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    try {
      return await confirmCryptoPayment(input);
    } catch (error) {
      const notYet = isApiError(error) && error.code === CRYPTO_TX_PENDING_CODE;
      if (!notYet || signal.cancelled || Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
