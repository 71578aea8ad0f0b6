import { apiPaths } from '../../../../contracts/api-paths';
import type { ConfirmCryptoPaymentRequest, PaymentStatusResponse } from '../../../../contracts/payments';
import { api } from '../../../lib/api-client';

/** POST /api/v1/payments/crypto/confirm: the server checks the wallet's transaction on chain. */
export function confirmCryptoPayment(request: ConfirmCryptoPaymentRequest): Promise<PaymentStatusResponse> {
  return api.post<PaymentStatusResponse>(apiPaths.payments.cryptoConfirm, request);
}
