import { AppError } from '../../platform/http/app-error';

/** Thrown when a posting would take a user (or non-external system) bucket below zero. */
export const insufficientBalance = () => new AppError(409, 'insufficient_balance', 'Insufficient balance');

/** An entry that does not balance is a programming error of the caller, never the user's. */
export const unbalancedEntry = (detail: string) => new AppError(400, 'ledger_unbalanced', detail);

/** The same (kind, reference) was posted before with different lines. */
export const referenceConflict = (kind: string, reference: string) =>
  new AppError(
    409,
    'ledger_reference_conflict',
    `Ledger entry ${kind} ${reference} already exists with other postings`,
  );

/** True when `error` (or its cause, as drizzle wraps driver errors) is a ledger CHECK violation. */
export function isBalanceCheckViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23514' && typeof e.constraint === 'string' && e.constraint.startsWith('ledger_accounts_'))
      return true;
    if (e.code === '23514' && e instanceof Error && e.message.includes('ledger_accounts_')) return true;
    e = e.cause as typeof e;
  }
  return false;
}
