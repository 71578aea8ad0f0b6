/**
 * GET /api/v1/payments/{paymentId}: one of my payments' status. The VINO is credited when the
 * provider's webhook arrives, so after confirming the page polls until the status is final.
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { IntentStatus, PaymentStatusResponse } from '../../../contracts/payments';
import { api } from '../../lib/api-client';
import { PENDING_PAYMENT_POLL_MS } from '../query-policy';
import { paymentsKeys } from './keys';

export function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  const path = apiPaths.payments.status.replace(':paymentId', encodeURIComponent(paymentId));
  return api.get(path, {
    signal,
    schema: () => import('../../../contracts/payments').then((m) => m.PaymentStatusResponseSchema),
  });
}

const FINAL_STATUSES: ReadonlySet<IntentStatus> = new Set(['succeeded', 'failed', 'canceled']);
export const PAYMENT_POLL_INTERVAL_MS = 500;
/** Long enough for the sandbox's webhook; a bank payment stays 'processing' far longer, by design. */
export const PAYMENT_POLL_TIMEOUT_MS = 10_000;

/** Polls until the status is final or the time is up; returns the last status seen. */
export async function waitForPaymentStatus(
  paymentId: string,
  { timeoutMs = PAYMENT_POLL_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<PaymentStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await getPaymentStatus(paymentId, signal);
    if (FINAL_STATUSES.has(status.status) || Date.now() >= deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_INTERVAL_MS));
  }
}

/**
 * The purchase result's view of one payment: starts from the status the flow already has and, unless
 * that is final, polls while the payment is still settling (processing or awaiting a method).
 */
export function usePendingPaymentStatus(paymentId: string, initial: PaymentStatusResponse) {
  return useQuery({
    queryKey: paymentsKeys.status(paymentId),
    queryFn: ({ signal }) => getPaymentStatus(paymentId, signal),
    initialData: initial,
    enabled: initial.status !== 'succeeded',
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' || query.state.data?.status === 'requires_payment_method'
        ? PENDING_PAYMENT_POLL_MS
        : false,
  });
}
