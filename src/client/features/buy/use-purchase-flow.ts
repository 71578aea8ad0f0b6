/**
 * The buy page's two-step flow (investor spec section 4) against the payments API:
 * amount step → Continue to Payment creates the payment intent (amount in cents, one
 * Idempotency-Key per attempt) → payment step → Pay confirms it (card through the sandbox card form;
 * bank and crypto without a card) → the result. The VINO is credited by the server when the
 * provider's webhook arrives, so a card payment is polled until final; bank and crypto payments
 * stay pending until they settle. A declined card or any payment error returns to the amount step
 * with the provider's (or the server's) message, as given; when the server refuses because KYC is not
 * approved, `needsVerification` tells the page to offer the way to verification.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type {
  PaymentIntentResponse,
  PaymentProviderName,
  PaymentStatusResponse,
  PurchaseMethod,
} from '../../../contracts/payments';
import { MARKET_ERROR_CODES } from '../../../contracts/market';
import { PAYMENT_MESSAGES } from '../../../contracts/payments';
import { isApiError } from '../../lib/api-error';
import { confirmSandboxPayment } from '../../api/payments/confirm-sandbox-payment';
import { createPaymentIntent, dollarsToCents } from '../../api/payments/create-purchase-intent';
import { ledgerKeys } from '../../api/ledger/keys';
import { waitForPaymentStatus } from '../../api/payments/get-payment-status';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import {
  checkCardInput,
  pickCardFieldErrors,
  type CardInputErrors,
  type CardInputValues,
} from '../../shared/payments/card-input';

export type PurchaseStep = 'amount' | 'payment' | 'done';

export interface PurchaseOutcome {
  intent: PaymentIntentResponse;
  status: PaymentStatusResponse;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.notSucceeded;

/** Payments and orders share the KYC refusal code (the server's PAYMENT_ERROR_CODES.kycRequired). */
const isKycRefusal = (error: unknown) => isApiError(error) && error.code === MARKET_ERROR_CODES.kycRequired;

export function usePurchaseFlow() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PurchaseStep>('amount');
  const [isProcessing, setIsProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [cardErrors, setCardErrors] = useState<CardInputErrors>({});
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  // One key per attempt: a double click or a retried request is the same payment, not two.
  const attemptKey = useRef<string | null>(null);

  const backToAmount = useCallback((message: string | null, kycRefused = false) => {
    setStep('amount');
    setIntent(null);
    setCardErrors({});
    attemptKey.current = null;
    setError(message);
    setNeedsVerification(kycRefused);
  }, []);

  const clearError = useCallback(() => {
    setError(null);
    setNeedsVerification(false);
  }, []);

  const continueToPayment = useCallback(
    async (input: { amount: string; paymentMethod: PurchaseMethod; provider: PaymentProviderName }) => {
      clearError();
      setIsProcessing(true);
      attemptKey.current ??= newIdempotencyKey();
      try {
        const created = await createPaymentIntent(
          input.provider,
          {
            amount: dollarsToCents(input.amount),
            currency: 'usd',
            productType: 'vino_token',
            paymentMethod: input.paymentMethod,
            metadata: { product: 'VINO', source: 'buy-vino' },
          },
          attemptKey.current,
        );
        setIntent(created);
        setStep('payment');
      } catch (cause) {
        attemptKey.current = null;
        setError(errorText(cause));
        setNeedsVerification(isKycRefusal(cause));
      } finally {
        setIsProcessing(false);
      }
    },
    [clearError],
  );

  const finish = useCallback(
    (current: PaymentIntentResponse, status: PaymentStatusResponse) => {
      if (status.status === 'failed' || status.status === 'canceled') {
        backToAmount(status.error?.message ?? PAYMENT_MESSAGES.notSucceeded);
        return;
      }
      setOutcome({ intent: current, status });
      setStep('done');
      attemptKey.current = null;
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() });
    },
    [backToAmount, queryClient],
  );

  const pay = useCallback(
    async (card: CardInputValues | null) => {
      if (!intent) return;
      let checkedCard;
      if (intent.paymentMethod === 'card') {
        const check = checkCardInput(card ?? { number: '', expiry: '', cvc: '' }, new Date());
        if (!check.ok) {
          setCardErrors(check.errors);
          return;
        }
        checkedCard = check.card;
      }
      setCardErrors({});
      setIsProcessing(true);
      try {
        const confirmed = await confirmSandboxPayment({
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: checkedCard,
        });
        const settled =
          intent.paymentMethod === 'card' &&
          (confirmed.status === 'processing' || confirmed.status === 'requires_payment_method')
            ? await waitForPaymentStatus(intent.paymentId)
            : confirmed;
        finish(intent, settled);
      } catch (cause) {
        const fieldErrors = isApiError(cause) ? pickCardFieldErrors(cause.fields) : {};
        // A malformed card stays on the form with its messages; any other error goes back (spec 4).
        if (Object.keys(fieldErrors).length) setCardErrors(fieldErrors);
        else backToAmount(errorText(cause), isKycRefusal(cause));
      } finally {
        setIsProcessing(false);
      }
    },
    [intent, finish, backToAmount],
  );

  const startOver = useCallback(() => {
    setOutcome(null);
    backToAmount(null);
  }, [backToAmount]);

  return {
    step,
    isProcessing,
    error,
    needsVerification,
    intent,
    cardErrors,
    outcome,
    continueToPayment,
    pay,
    /** A crypto purchase paid from the wallet: the server's confirmation ends the flow like a settled card. */
    walletPaid: (status: PaymentStatusResponse) => {
      if (intent) finish(intent, status);
    },
    back: () => backToAmount(null),
    startOver,
    clearError,
  };
}

export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
