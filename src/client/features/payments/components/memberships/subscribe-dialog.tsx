/**
 * Subscribing to a plan: the sandbox card form in the app's dialog (name and email prefilled from
 * the account). A declined card keeps the dialog open with the provider's message. With the Stripe
 * provider the card element cannot load here, so the dialog says "Stripe not initialized".
 */
import { useState, type FormEvent } from 'react';
import { BillingDetailsSchema, type MembershipPlan, type PaymentsConfig } from '../../../../../contracts/payments';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/form-field';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-error';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import {
  checkCardInput,
  EMPTY_CARD_INPUT,
  pickCardFieldErrors,
  type CardInputErrors,
} from '../../../../shared/payments/card-input';
import { SandboxCardFields } from '../../../../shared/payments/sandbox-card-fields';
import { StripeUnavailable } from '../../../../shared/payments/stripe-unavailable';
import { useSession } from '../../../../shared/session';
import { useSubscribeToPlan } from '../../../../api/payments/subscribe-to-plan';
import { formatUsd } from '../../money-format';

export interface SubscribeDialogProps {
  plan: MembershipPlan | null;
  config: PaymentsConfig;
  onClose: () => void;
}

export function SubscribeDialog({ plan, config, onClose }: SubscribeDialogProps) {
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      title={plan ? `Subscribe to ${plan.name}` : 'Subscribe'}
      description={
        plan
          ? `${formatUsd(plan.amount)} per month. Cancel any time; access lasts to the end of the period.`
          : undefined
      }
    >
      {/* Keyed by plan so each opening starts with an empty card form and a fresh idempotency key. */}
      {plan ? <SubscribeForm key={plan.priceId} plan={plan} config={config} onDone={onClose} /> : null}
    </Dialog>
  );
}

function SubscribeForm({ plan, config, onDone }: { plan: MembershipPlan; config: PaymentsConfig; onDone: () => void }) {
  const { user, profile } = useSession();
  const toast = useToast();
  const subscribe = useSubscribeToPlan();
  const [name, setName] = useState(profile?.full_name ?? user?.name ?? '');
  const [card, setCard] = useState(EMPTY_CARD_INPUT);
  const [cardErrors, setCardErrors] = useState<CardInputErrors>({});
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: a retry after a network failure reuses it, a new opening gets a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const isSandbox = config.provider === 'sandbox';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending || !isSandbox || !user) return;
    const cardCheck = checkCardInput(card, new Date());
    // The billing name as the server checks it (BillingDetailsSchema), with its message.
    const nameCheck = BillingDetailsSchema.shape.name.safeParse(name);
    setNameError(nameCheck.success ? undefined : nameCheck.error.issues[0]?.message);
    setCardErrors(cardCheck.ok ? {} : cardCheck.errors);
    if (!cardCheck.ok || !nameCheck.success) return;
    setError(null);
    subscribe.mutate(
      {
        priceId: plan.priceId,
        card: cardCheck.card,
        billingDetails: { name: name.trim(), email: user.email },
        idempotencyKey,
      },
      {
        onSuccess: () => {
          toast({ tone: 'success', title: `Subscribed to ${plan.name}`, description: 'Your membership is active.' });
          onDone();
        },
        onError: (cause) => {
          const fields = isApiError(cause) ? pickCardFieldErrors(cause.fields) : {};
          if (Object.keys(fields).length) setCardErrors(fields);
          else setError(cause.message);
          // A declined card is a finished attempt; the next one is new.
          if (!isApiError(cause) || cause.status !== 0) setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  }

  if (!isSandbox) return <StripeUnavailable />;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label="Name on card"
        name="cardholderName"
        autoComplete="cc-name"
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(undefined);
        }}
        error={nameError}
        disabled={subscribe.isPending}
      />
      <SandboxCardFields
        idPrefix="subscribe-card"
        value={card}
        onChange={setCard}
        errors={cardErrors}
        disabled={subscribe.isPending}
        testCards={config.testCards}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={subscribe.isPending}>
          Not now
        </Button>
        <Button type="submit" variant="gold" isLoading={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : `Subscribe for ${formatUsd(plan.amount)} / month`}
        </Button>
      </div>
    </form>
  );
}
