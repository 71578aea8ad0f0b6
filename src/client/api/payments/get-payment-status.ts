/**
 * GET /api/v1/payments/{paymentId}: one of my payments' status. The VINO is credited when the
 * provider's webhook arrives, so after confirming the page polls until the status is final.
 */
import { apiPaths } from '../../../contracts/api-paths';
import {
  PaymentStatusResponseSchema,
  type IntentStatus,
  type PaymentStatusResponse,
} from '../../../contracts/payments';
import { api } from '../../lib/api-client';

export function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  const path = apiPaths.payments.status.replace(':paymentId', encodeURIComponent(paymentId));
  return api.get(path, { signal, schema: PaymentStatusResponseSchema });
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
