/**
 * Step 2: billing details and, for a card, the sandbox card form; Pay confirms the payment intent
 * created on step 1. Outcomes (spec sections 4 and 8): status succeeded → confirmation; the
 * provider's error → shown as given, back to the amount step; any other status → "Payment was not
 * successful", back to the amount step. A bank (ACH) debit stays pending until the bank settles it,
 * so 'processing' is its expected outcome and goes to the confirmation as pending; so is a sandbox
 * crypto payment. With a deposit chain configured the server quotes ETH and the crypto payment is
 * sent from the connected wallet instead (the buy page's wallet step).
 * Malformed card or billing fields (the server's 400 `fields`) stay here, under their fields.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  PAYMENT_MESSAGES,
  type PaymentIntentResponse,
  type PaymentStatusResponse,
  type PaymentsConfig,
} from '../../../../../contracts/payments';
import { Button } from '../../../../components/ui/button';
import { IconLock } from '../../../../components/ui/icons';
import { IconArrowLeft } from '../../../../components/ui/icons/content';
import { isApiError } from '../../../../lib/api-error';
import { confirmSandboxPayment } from '../../../../api/payments/confirm-sandbox-payment';
import { waitForPaymentStatus } from '../../../../api/payments/get-payment-status';
import {
  checkCardInput,
  EMPTY_CARD_INPUT,
  pickCardFieldErrors,
  type CardInputErrors,
  type CardInputValues,
} from '../../../../shared/payments/card-input';
import { SandboxCardFields } from '../../../../shared/payments/sandbox-card-fields';
import { StripeUnavailable } from '../../../../shared/payments/stripe-unavailable';
import { WalletCryptoPayment } from '../../../../shared/payments/wallet-payment/wallet-crypto-payment';
import { PURCHASE_METHOD_DETAILS } from '../../../../../domain/purchase/purchase-methods';
import { formatUsd } from '../../money-format';
import { toPurchaseMethod, type CenterMethod } from '../../payments-query';
import { BillingFields } from './billing-fields';
import { checkBilling, type BillingErrors, type BillingValues } from './billing-values';
import { OrderSummary } from './order-summary';

export interface PaymentStepProps {
  intent: PaymentIntentResponse;
  method: CenterMethod;
  config: PaymentsConfig;
  initialBilling: BillingValues;
  onBack: () => void;
  /** succeeded (card) or processing (ACH debit, pending settlement). */
  onPaid: (status: PaymentStatusResponse) => void;
  /** The provider's message, or "Payment was not successful". */
  onFailed: (message: string) => void;
}

export function PaymentStep({ intent, method, config, initialBilling, onBack, onPaid, onFailed }: PaymentStepProps) {
  const [billing, setBilling] = useState(initialBilling);
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({});
  const [card, setCard] = useState<CardInputValues>(EMPTY_CARD_INPUT);
  const [cardErrors, setCardErrors] = useState<CardInputErrors>({});
  const [isProcessing, setIsProcessing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The amount form this step replaced had focus: move it to this step's heading.
  useEffect(() => headingRef.current?.focus(), []);
  const isCard = method === 'card';
  const details = PURCHASE_METHOD_DETAILS[toPurchaseMethod(method)];
  // The sandbox's form is the only one that can run here (see StripeUnavailable).
  const isProviderReady = config.provider === 'sandbox';
  const { cryptoQuote } = intent;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isProcessing || !isProviderReady) return;
    const billingCheck = checkBilling(billing);
    const cardCheck = isCard ? checkCardInput(card, new Date()) : null;
    setBillingErrors(billingCheck.ok ? {} : billingCheck.errors);
    setCardErrors(cardCheck && !cardCheck.ok ? cardCheck.errors : {});
    if (!billingCheck.ok || (cardCheck && !cardCheck.ok)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setIsProcessing(true);
    try {
      const confirmed = await confirmSandboxPayment({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        card: cardCheck?.ok ? cardCheck.card : undefined,
        billingDetails: billingCheck.details,
      });
      // The VINO is credited on the provider's webhook: wait for the settled status of a card payment.
      const status =
        isCard && (confirmed.status === 'processing' || confirmed.status === 'requires_payment_method')
          ? await waitForPaymentStatus(intent.paymentId)
          : confirmed;
      if (status.status === 'succeeded' || (!isCard && status.status === 'processing')) onPaid(status);
      else onFailed(status.error?.message ?? PAYMENT_MESSAGES.notSucceeded);
    } catch (error) {
      const fieldErrors = isApiError(error) ? pickCardFieldErrors(error.fields) : {};
      if (Object.keys(fieldErrors).length) {
        setCardErrors(fieldErrors);
        setIsProcessing(false);
        return;
      }
      onFailed(error instanceof Error ? error.message : PAYMENT_MESSAGES.notSucceeded);
    }
  }

  const heading = (
    <div>
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="payment-step-title"
        className="text-xl font-semibold text-fg focus:outline-none"
      >
        Payment details
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        {details.centerName} — {details.summary}
      </p>
    </div>
  );

  if (cryptoQuote)
    return (
      <section aria-labelledby="payment-step-title" className="flex flex-col gap-6">
        {heading}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <WalletCryptoPayment
            intent={{ ...intent, cryptoQuote }}
            onPaid={onPaid}
            onBack={onBack}
            confirmLabel={`Pay ${formatUsd(intent.totalCost)}`}
          />
          <OrderSummary intent={intent} />
        </div>
      </section>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="payment-step-title" className="flex flex-col gap-6">
      {heading}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <BillingFields
            value={billing}
            errors={billingErrors}
            disabled={isProcessing}
            onChange={(next, changed) => {
              setBilling(next);
              if (billingErrors[changed]) setBillingErrors((e) => ({ ...e, [changed]: undefined }));
            }}
          />
          {!isProviderReady ? (
            <StripeUnavailable />
          ) : isCard ? (
            <SandboxCardFields
              value={card}
              onChange={setCard}
              errors={cardErrors}
              disabled={isProcessing}
              testCards={config.testCards}
            />
          ) : (
            <p className="rounded-xl border border-border bg-surface-2/40 p-4 text-sm text-fg-muted">
              {method === 'crypto'
                ? 'The sandbox stands in for the crypto network. The payment stays pending until it is confirmed; your VINO is credited then.'
                : 'The sandbox debits a test bank account. A bank payment stays pending until the bank settles it; your VINO is credited then.'}
            </p>
          )}
        </div>
        <OrderSummary intent={intent} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={isProcessing} leadingIcon={<IconArrowLeft size={18} />}>
          Back
        </Button>
        <Button
          type="submit"
          variant="gold"
          size="lg"
          isLoading={isProcessing}
          disabled={!isProviderReady}
          leadingIcon={<IconLock size={18} />}
        >
          {isProcessing ? 'Processing...' : `Pay ${formatUsd(intent.totalCost)}`}
        </Button>
      </div>
    </form>
  );
}

/** Focus the first field with a message, so a keyboard or screen reader user lands on it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
