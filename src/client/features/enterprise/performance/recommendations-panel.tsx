import type { Recommendation } from '../../../../contracts/enterprise';
import { ENTERPRISE_MESSAGES } from '../../../../contracts/enterprise';
import { useImplementRecommendation } from '../../../api/enterprise/implement-recommendation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime, humanize } from '../components/status-tones';

function RecommendationCard({ rec }: { rec: Recommendation }) {
  const implement = useImplementRecommendation();
  const toast = useToast();
  const onImplement = () =>
    implement.mutate(rec.key, {
      onSuccess: () => toast({ tone: 'success', title: ENTERPRISE_MESSAGES.markedImplemented }),
      onError: (error) => toast({ tone: 'error', title: error.message }),
    });
  return (
    <Card as="article" padding="md" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{humanize(rec.category)}</Badge>
        <Badge tone={rec.impact === 'high' ? 'danger' : 'warning'}>{humanize(rec.impact)} impact</Badge>
        <Badge>{humanize(rec.effort)} effort</Badge>
      </div>
      <h4 className="font-semibold text-fg">{rec.title}</h4>
      <p className="text-sm text-fg-muted">{rec.description}</p>
      <p className="text-xs text-fg-muted">Measured: {rec.evidence}</p>
      <div className="mt-auto pt-2">
        {rec.implemented ? (
          <p className="text-sm text-fg-muted">
            Marked implemented{rec.implementedBy ? ` by ${rec.implementedBy}` : ''}
            {rec.implementedAt ? ` on ${formatDateTime(rec.implementedAt)}` : ''}; still measured over its target.
          </p>
        ) : (
          <Button size="sm" onClick={onImplement} disabled={implement.isPending}>
            {implement.isPending ? 'Implementing...' : 'Implement'}
          </Button>
        )}
      </div>
    </Card>
  );
}

/**
 * Optimisation recommendations: one per measurement over its target. Implement records that an admin
 * took it on (who, when); it changes nothing itself, and the card stays until the measurement recovers.
 */
export function RecommendationsPanel({ recommendations }: { recommendations: Recommendation[] }) {
  return (
    <section aria-labelledby="recommendations-title">
      <h3 id="recommendations-title" className="text-lg font-semibold text-fg">
        Optimization Recommendations
      </h3>
      {recommendations.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">
          No recommendations: every measurement is within its target for this period.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {recommendations.map((r) => (
            <RecommendationCard key={r.key} rec={r} />
          ))}
        </div>
      )}
    </section>
  );
}
