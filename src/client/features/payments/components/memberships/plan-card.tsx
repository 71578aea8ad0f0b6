/** A membership plan (Premium Circle, Enterprise Plan) with its monthly price and Subscribe. */
import type { MembershipPlan } from '../../../../../contracts/payments';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatUsd } from '../../money-format';

export interface PlanCardProps {
  plan: MembershipPlan;
  isSubscribed: boolean;
  onSubscribe: (plan: MembershipPlan) => void;
}

export function PlanCard({ plan, isSubscribed, onSubscribe }: PlanCardProps) {
  const titleId = `plan-${plan.priceId}-title`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      tone={plan.mostPopular ? 'highlight' : 'default'}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="text-lg font-semibold text-fg">
          {plan.name}
        </h4>
        {plan.mostPopular ? <Badge tone="gold">Most Popular</Badge> : null}
      </div>
      <p className="text-fg-muted">
        <span className="text-3xl font-semibold tabular-nums text-fg">
          {formatUsd(plan.amount).replace(/\.00$/, '')}
        </span>{' '}
        / month
      </p>
      <p className="flex-1 text-sm text-fg-muted">{plan.description}</p>
      {isSubscribed ? (
        <Button variant="secondary" disabled fullWidth>
          Current plan
        </Button>
      ) : (
        <Button
          variant={plan.mostPopular ? 'gold' : 'primary'}
          fullWidth
          onClick={() => onSubscribe(plan)}
          aria-label={`Subscribe to ${plan.name}`}
        >
          Subscribe
        </Button>
      )}
    </Card>
  );
}
