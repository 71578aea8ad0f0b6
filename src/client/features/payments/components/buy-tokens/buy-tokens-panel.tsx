/**
 * The Buy Tokens tab: amount → payment → confirmation (investor spec section 4). Continue creates
 * the payment intent (one Idempotency-Key per attempt, so a retried request never makes a second
 * payment); Back or any payment error returns to the amount step with the message; Make Another
 * Purchase resets to the amount step with 1000 and forgets the intent (its client secret).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PAYMENT_MESSAGES,
  type PaymentIntentResponse,
  type PaymentStatusResponse,
  type PaymentsConfig,
} from '../../../../../contracts/payments';
import { PAYMENT_CENTER_DEFAULT_AMOUNT } from '../../../../../domain/purchase/payment-center';
import { Card } from '../../../../components/ui/card';
import { createPaymentIntent } from '../../../../api/payments/create-purchase-intent';
import { ledgerKeys } from '../../../../api/ledger/keys';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useSession } from '../../../../shared/session';
import { paymentsKeys } from '../../../../api/payments/keys';
import { toPurchaseMethod, type CenterMethod } from '../../payments-query';
import { AmountStep } from './amount-step';
import { emptyBilling } from './billing-values';
import { ConfirmationStep } from './confirmation-step';
import { PaymentStep } from './payment-step';
import { StepIndicator } from './step-indicator';
import { VinoBalance } from './vino-balance';

export interface BuyTokensPanelProps {
  config: PaymentsConfig;
  initialAmount: string;
  initialMethod: CenterMethod;
}

type Flow =
  | { step: 'amount'; error: string | null }
  | { step: 'payment'; intent: PaymentIntentResponse }
  | { step: 'confirmation'; intent: PaymentIntentResponse; status: PaymentStatusResponse };

/** "Failed to create payment intent: {message}" (spec section 8), without doubling the prefix. */
function intentErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const prefix = PAYMENT_MESSAGES.createIntentFailed('');
  return message.startsWith(prefix.trim()) ? message : `${prefix}${message}`;
}

export function BuyTokensPanel({ config, initialAmount, initialMethod }: BuyTokensPanelProps) {
  const queryClient = useQueryClient();
  const { user, profile } = useSession();
  const [amount, setAmount] = useState(initialAmount);
  const [method, setMethod] = useState<CenterMethod>(initialMethod);
  const [flow, setFlow] = useState<Flow>({ step: 'amount', error: null });
  const [isCreating, setIsCreating] = useState(false);

  const refreshAfterPayment = () => {
    void queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() });
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.myPayments() });
  };

  async function onContinue(cents: number) {
    setIsCreating(true);
    try {
      const intent = await createPaymentIntent(
        config.provider,
        {
          amount: cents,
          currency: 'usd',
          productType: 'vino_token',
          paymentMethod: toPurchaseMethod(method),
          metadata: { product: 'vino_token', source: 'payment_center' },
        },
        newIdempotencyKey(),
      );
      setFlow({ step: 'payment', intent });
    } catch (error) {
      setFlow({ step: 'amount', error: intentErrorMessage(error) });
    } finally {
      setIsCreating(false);
    }
  }

  return (
    <Card padding="lg" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <StepIndicator current={flow.step} />
        <VinoBalance />
      </div>
      {flow.step === 'amount' ? (
        <AmountStep
          amount={amount}
          onAmountChange={setAmount}
          method={method}
          onMethodChange={setMethod}
          bounds={config.vinoToken}
          price={config.price.value}
          isBusy={isCreating}
          error={flow.error}
          onContinue={(cents) => void onContinue(cents)}
        />
      ) : flow.step === 'payment' ? (
        <PaymentStep
          intent={flow.intent}
          method={method}
          config={config}
          initialBilling={emptyBilling({ name: profile?.full_name ?? user?.name, email: user?.email })}
          onBack={() => setFlow({ step: 'amount', error: null })}
          onPaid={(status) => {
            refreshAfterPayment();
            setFlow({ step: 'confirmation', intent: flow.intent, status });
          }}
          onFailed={(message) => {
            refreshAfterPayment();
            setFlow({ step: 'amount', error: message });
          }}
        />
      ) : (
        <ConfirmationStep
          intent={flow.intent}
          status={flow.status}
          onAnother={() => {
            setAmount(String(PAYMENT_CENTER_DEFAULT_AMOUNT));
            setFlow({ step: 'amount', error: null });
          }}
        />
      )}
    </Card>
  );
}
