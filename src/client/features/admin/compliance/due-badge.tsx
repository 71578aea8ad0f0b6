/** The due state of a review or audit date: Overdue, Due soon (0 to 30 days) or Current, with the days left. */
import type { DueState } from '../../../../domain/compliance/compliance';
import { Badge } from '../../../components/ui/badge';
import { DUE_LABEL, DUE_TONE, relativeDays } from './compliance-labels';

export function DueBadge({ state, days }: { state: DueState; days: number }) {
  return (
    <Badge tone={DUE_TONE[state]} title={relativeDays(days)}>
      {DUE_LABEL[state]}
      <span className="sr-only">, {relativeDays(days)}</span>
    </Badge>
  );
}
