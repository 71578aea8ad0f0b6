/**
 * Shown instead of a card form when the configured provider is Stripe: its card element loads from
 * Stripe's servers, which this deployment cannot reach (no internet; the CSP forbids third-party
 * hosts), so the form would never initialise. The spec's own text for that case is used.
 */
import { Alert } from '../../components/ui/alert';

export const STRIPE_NOT_INITIALIZED = 'Stripe not initialized';

export function StripeUnavailable() {
  return (
    <Alert tone="warning" title={STRIPE_NOT_INITIALIZED}>
      The card payment provider could not be loaded, so card payments are unavailable here. Please try again later or
      contact support.
    </Alert>
  );
}
