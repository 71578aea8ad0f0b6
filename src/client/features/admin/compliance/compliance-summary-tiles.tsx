/** The tab's summary tiles, counted by the server from the items and audits as they are today. */
import { useComplianceSummary } from '../../../api/compliance/get-compliance-summary';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';

export function ComplianceSummaryTiles() {
  const summary = useComplianceSummary();
  if (summary.isPending)
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  if (summary.isError)
    return (
      <LoadError
        title="Unable to load the compliance summary"
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  const s = summary.data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Compliance Rate">
        {s.complianceRate}%
        <span className="block font-sans text-xs font-normal text-fg-muted">
          {s.compliantItems} of {s.totalItems} items compliant
        </span>
      </StatTile>
      <StatTile label="Reviews Due Soon">
        {s.dueSoonReviews}
        <span className="block font-sans text-xs font-normal text-fg-muted">within {s.dueSoonDays} days</span>
      </StatTile>
      <StatTile label="Overdue Reviews">
        {s.overdueReviews}
        <span className="block font-sans text-xs font-normal text-fg-muted">
          {s.highRiskOpenItems} high-risk items open
        </span>
      </StatTile>
      <StatTile label="Active Audits">
        {s.openAudits}
        <span className="block font-sans text-xs font-normal text-fg-muted">scheduled or in progress</span>
      </StatTile>
    </dl>
  );
}
