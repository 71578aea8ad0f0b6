import { AppError } from '../../platform/http/app-error';
import { MARKET_MOVED, type ForwardedCall } from './forwarded-call';
import { FORWARD_SIGNATURE_HEADER, signForwardedBody } from './forwarding-signature';

/** The owner's internal endpoint for forwarded market calls (owner-routes.ts). */
export const OWNER_CALL_PATH = '/internal/market-calls';

/** A command waits for its batch on the owner: generous, but a hung owner must not hold a client forever. */
const FORWARD_TIMEOUT_MS = 15_000;

/** Connection errors that mean the request never reached the owner, so nothing ran. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export type SendOutcome =
  /** The owner ran the call: its answer. */
  | { kind: 'answer'; answer: unknown }
  /** The owner refused or failed it: its error, to relay as is. */
  | { kind: 'error'; error: AppError }
  /** Nothing ran (no connection, or the instance no longer owns the market): safe to try again. */
  | { kind: 'not-run' }
  /** Sent, but the answer was lost (the owner died or hung): it may or may not have run. */
  | { kind: 'unknown'; cause: unknown };

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** POSTs the call, signed with the instances' shared key, to the owner at `address`. */
export async function sendToOwner(address: string, call: ForwardedCall, key: Buffer): Promise<SendOutcome> {
  const body = JSON.stringify(call);
  let response: Response;
  try {
    response = await fetch(`${address}${OWNER_CALL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FORWARD_SIGNATURE_HEADER]: signForwardedBody(key, body) },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code && NOT_CONNECTED.has(code) ? { kind: 'not-run' } : { kind: 'unknown', cause: error };
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    return { kind: 'unknown', cause: error };
  }
  if (response.ok) return { kind: 'answer', answer: (payload as { answer: unknown }).answer };
  const error = (payload as ErrorBody).error;
  if (error?.code === MARKET_MOVED) return { kind: 'not-run' };
  return {
    kind: 'error',
    error: new AppError(
      response.status,
      error?.code ?? 'INTERNAL_ERROR',
      error?.message ?? 'Something went wrong on our side. Please try again.',
      error?.fields,
    ),
  };
}
