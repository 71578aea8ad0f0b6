import { formatCompactUsd, formatInteger } from '../../../../domain/format';
import { AttestedNote } from '../../../components/attested-note';
import { Button } from '../../../components/ui/button';
import { LiveFigure } from '../../../components/ui/live-figure';
import { StatTile } from '../../../components/ui/stat-tile';
import { useReserves } from '../../../api/metrics/get-reserves';
import { useWineSummary } from '../../../api/wine/get-wine-summary';
import { signedPct } from './wine-labels';

/** Portfolio value, bottles, mean appreciation and backing ratio, all derived from the assets. */
export function WineHeroStats() {
  const query = useWineSummary();
  const hero = query.data?.hero;
  const reserves = useReserves();
  const show = (render: (h: NonNullable<typeof hero>) => string) => (
    <LiveFigure data={hero} isError={query.isError} render={render} skeletonClassName="h-8 w-28" />
  );
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile label="Portfolio Value">{show((h) => formatCompactUsd(h.portfolio_value))}</StatTile>
        <StatTile label="Total Bottles">{show((h) => formatInteger(h.total_bottles))}</StatTile>
        <StatTile label="Avg. Appreciation">{show((h) => signedPct(h.avg_appreciation_pct))}</StatTile>
        <StatTile label="Backing Ratio">{show((h) => `${Number(h.backing_ratio).toFixed(1)}%`)}</StatTile>
      </dl>
      <AttestedNote attestation={reserves.data?.attestation} />
      {query.isError && !hero ? (
        <div className="flex items-center gap-3 text-sm text-fg-muted">
          <p role="alert">Unable to load portfolio figures.</p>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
