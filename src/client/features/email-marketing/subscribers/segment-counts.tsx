/** Recipients per audience segment (counted on the server), as tiles. */
import { SEGMENT_LABELS } from '../../../../contracts/email';
import { AUDIENCE_SEGMENTS, type AudienceSegment } from '../../../../domain/email-consent';
import { formatInteger } from '../../../../domain/format';
import { useAudienceSegmentCounts } from '../../../api/email/get-audience-segment-counts';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import type { MetricName } from '../../../../domain/metrics/metric-catalogue';

/** Segments that are catalogue metrics (the others are mail-audience rules of their own). */
const SEGMENT_METRIC: Partial<Record<AudienceSegment, MetricName>> = { all_users: 'users', new_users: 'new_users' };

export function SegmentCounts() {
  const segments = useAudienceSegmentCounts();
  if (segments.isError)
    return (
      <LoadError
        title="Segment counts could not be loaded"
        message={segments.error.message}
        onRetry={() => void segments.refetch()}
      />
    );
  return (
    <section aria-labelledby="segments-title">
      <h2 id="segments-title" className="text-lg font-semibold text-fg">
        Audience segments
      </h2>
      <p className="text-sm text-fg-muted">Accounts in each segment a campaign can be sent to.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {AUDIENCE_SEGMENTS.map((segment: AudienceSegment) => (
          <StatTile key={segment} label={SEGMENT_LABELS[segment]} metric={SEGMENT_METRIC[segment]}>
            {segments.data ? formatInteger(segments.data.counts[segment]) : <Skeleton className="h-8 w-16" />}
          </StatTile>
        ))}
      </dl>
    </section>
  );
}
