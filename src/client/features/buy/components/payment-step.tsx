/**
 * Step 2: pay the payment intent the server created. Card: the sandbox provider's own card form
 * (shared with the Payment Center); bank and crypto: a confirmation, after which the payment is
 * pending until it settles. The order summary here shows the server's own figures.
 */
import { useState } from 'react';
import type { PaymentIntentResponse, PaymentsConfig, PaymentStatusResponse } from '../../../../contracts/payments';
import { Button } from '../../../components/ui/button';
import { EMPTY_CARD_INPUT, type CardInputErrors, type CardInputValues } from '../../../shared/payments/card-input';
import { SandboxCardFields } from '../../../shared/payments/sandbox-card-fields';
import { StripeUnavailable } from '../../../shared/payments/stripe-unavailable';
import { centsToDollars, formatUsdExact } from '../format-decimal';
import { WalletCryptoPayment } from '../../../shared/payments/wallet-payment/wallet-crypto-payment';
import { OrderSummary } from './order-summary';

interface PaymentStepProps {
  intent: PaymentIntentResponse;
  config: PaymentsConfig | undefined;
  isProcessing: boolean;
  cardErrors: CardInputErrors;
  onPay: (card: CardInputValues | null) => void;
  /** A crypto purchase paid from the wallet was confirmed by the server. */
  onWalletPaid: (status: PaymentStatusResponse) => void;
  onBack: () => void;
}

export function PaymentStep({
  intent,
  config,
  isProcessing,
  cardErrors,
  onPay,
  onWalletPaid,
  onBack,
}: PaymentStepProps) {
  const [card, setCard] = useState<CardInputValues>(EMPTY_CARD_INPUT);
  const isCard = intent.paymentMethod === 'card';
  const canPay = intent.provider === 'sandbox';
  const charged = centsToDollars(intent.amount);
  const summary = (
    <OrderSummary
      title="Your order"
      amount={charged}
      paymentMethod={intent.paymentMethod}
      price={intent.price}
      fees={intent.fees}
      tokens={intent.tokens}
      totalCost={intent.totalCost}
    />
  );

  // The server quoted ETH for this payment: it is paid from the connected wallet, not the sandbox.
  const { cryptoQuote } = intent;
  if (cryptoQuote)
    return (
      <div className="flex flex-col gap-6">
        {summary}
        <WalletCryptoPayment
          intent={{ ...intent, cryptoQuote }}
          onPaid={onWalletPaid}
          onBack={onBack}
          confirmLabel={`Confirm ${formatUsdExact(charged)} payment`}
        />
      </div>
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isProcessing && canPay) onPay(isCard ? card : null);
      }}
    >
      {summary}

      {!canPay ? (
        <StripeUnavailable />
      ) : isCard ? (
        <SandboxCardFields
          value={card}
          onChange={setCard}
          errors={cardErrors}
          disabled={isProcessing}
          testCards={config?.testCards ?? []}
          idPrefix="buy-card"
        />
      ) : (
        <p className="rounded-xl border border-border bg-surface-2/50 p-4 text-sm text-fg-muted">
          {intent.paymentMethod === 'bank'
            ? 'Confirm to authorise the bank (ACH) transfer. The payment stays pending until your bank settles it; your VINO is credited then, and you will get an e-mail and a notification.'
            : 'Confirm to pay in crypto. Your VINO is credited as soon as the payment is confirmed, and you will get an e-mail and a notification.'}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" size="lg" onClick={onBack} disabled={isProcessing}>
          Back
        </Button>
        <Button type="submit" variant="gold" size="lg" isLoading={isProcessing} disabled={isProcessing || !canPay}>
          {/* The provider is charged the intent's amount; the fees come out of the tokens (server's quote). */}
          {isCard ? `Pay ${formatUsdExact(charged)}` : `Confirm ${formatUsdExact(charged)} payment`}
        </Button>
      </div>
    </form>
  );
}
