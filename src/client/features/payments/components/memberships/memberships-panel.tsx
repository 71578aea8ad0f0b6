/**
 * The Memberships tab: my subscriptions from the server, then the plans (Premium Circle, most
 * popular, and Enterprise Plan). Cancelling asks with the spec's confirm text, then shows
 * "Subscription canceled successfully" or "Failed to cancel subscription: {message}"; the list
 * reloads either way (spec sections 4 and 8).
 */
import { useState } from 'react';
import {
  PAYMENT_MESSAGES,
  type MembershipPlan,
  type PaymentsConfig,
  type Subscription,
} from '../../../../../contracts/payments';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useToast } from '../../../../components/ui/toast';
import { useCancelSubscription } from '../../../../api/payments/cancel-subscription';
import { useMySubscriptions } from '../../../../api/payments/find-my-subscriptions';
import { LoadError } from '../../../../components/ui/load-error';
import { PlanCard } from './plan-card';
import { SubscribeDialog } from './subscribe-dialog';
import { SubscriptionItem } from './subscription-item';

export function MembershipsPanel({ config }: { config: PaymentsConfig }) {
  const subscriptions = useMySubscriptions();
  const cancel = useCancelSubscription(config.provider);
  const toast = useToast();
  const [toCancel, setToCancel] = useState<Subscription | null>(null);
  const [toSubscribe, setToSubscribe] = useState<MembershipPlan | null>(null);
  const list = subscriptions.data?.subscriptions ?? [];
  const current = list.filter((s) => s.status !== 'canceled');
  const subscribedPriceIds = new Set(current.map((s) => s.priceId));

  function onConfirmCancel() {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => toast({ tone: 'success', title: PAYMENT_MESSAGES.cancelSuccess }),
      onError: (error) => toast({ tone: 'error', title: `Failed to cancel subscription: ${error.message}` }),
      onSettled: () => setToCancel(null),
    });
  }

  return (
    <div className="flex flex-col gap-8">
      <Card as="section" aria-labelledby="my-subscriptions-title" className="flex flex-col gap-4">
        <h3 id="my-subscriptions-title" className="text-lg font-semibold text-fg">
          Your subscriptions
        </h3>
        {subscriptions.isError ? (
          <LoadError
            title="Unable to load your subscriptions"
            message={subscriptions.error.message}
            onRetry={() => void subscriptions.refetch()}
          />
        ) : subscriptions.isPending ? (
          <div role="status" aria-label="Loading your subscriptions" className="flex flex-col gap-3">
            <Skeleton className="h-20 w-full" />
          </div>
        ) : current.length === 0 ? (
          <p className="text-fg-muted">You have no active subscriptions. Choose a plan below to become a member.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {current.map((subscription) => (
              <SubscriptionItem key={subscription.id} subscription={subscription} onCancel={setToCancel} />
            ))}
          </ul>
        )}
      </Card>

      <section aria-labelledby="plans-title" className="flex flex-col gap-4">
        <div>
          <h3 id="plans-title" className="text-lg font-semibold text-fg">
            Membership plans
          </h3>
          <p className="text-sm text-fg-muted">
            Billed monthly. Cancel any time; access lasts to the end of the period.
          </p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          {config.plans.map((plan) => (
            <PlanCard
              key={plan.priceId}
              plan={plan}
              isSubscribed={subscribedPriceIds.has(plan.priceId)}
              onSubscribe={setToSubscribe}
            />
          ))}
        </div>
      </section>

      <SubscribeDialog plan={toSubscribe} config={config} onClose={() => setToSubscribe(null)} />
      <ConfirmDialog
        open={toCancel !== null}
        onCancel={() => setToCancel(null)}
        onConfirm={onConfirmCancel}
        title="Cancel subscription"
        description={PAYMENT_MESSAGES.cancelConfirm}
        cancelLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        isPending={cancel.isPending}
      />
    </div>
  );
}
