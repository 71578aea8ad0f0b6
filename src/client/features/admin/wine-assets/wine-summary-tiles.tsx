/**
 * The four tiles (spec section 9): Portfolio Value in millions (sum of current value x bottles),
 * Total Bottles, Avg Appreciation (mean across assets) and Tokenized Assets, over the active assets.
 */
import { useAdminWineSummary } from '../../../api/wine/get-admin-wine-summary';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatInteger } from '../../../../domain/format';
import { formatMillions, signedPct } from './wine-admin-format';

export function WineSummaryTiles() {
  const summary = useAdminWineSummary();
  if (summary.isPending)
    return (
      <div aria-label="Loading wine figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  if (summary.isError)
    return (
      <LoadError
        title="Unable to load the wine figures"
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  const s = summary.data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Portfolio Value">{formatMillions(s.portfolio_value)}</StatTile>
      <StatTile label="Total Bottles">{formatInteger(s.total_bottles)}</StatTile>
      <StatTile label="Avg Appreciation">{signedPct(s.avg_appreciation_pct)}</StatTile>
      <StatTile label="Tokenized Assets">
        {formatInteger(s.tokenized_assets)}
        <span className="ml-1 text-base font-normal text-fg-muted">of {formatInteger(s.asset_count)}</span>
      </StatTile>
    </dl>
  );
}
