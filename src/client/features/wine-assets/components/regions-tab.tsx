import { formatCompactUsd, formatInteger } from '../../../../domain/format';
import { Card } from '../../../components/ui/card';
import { Image } from '../../../components/ui/image';
import { WithWineSummary } from './summary-state';
import { signedPct } from './wine-labels';

/** One card per region: total value, mean appreciation, bottles, top three producers and the rest. */
export function RegionsTab() {
  return (
    <WithWineSummary>
      {(summary) => (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {summary.regions.map((region) => (
            <li key={region.name}>
              <Card padding="none" className="h-full overflow-hidden">
                <Image
                  src={region.image}
                  alt=""
                  className="aspect-[16/7] w-full"
                  imgClassName="h-full w-full object-cover"
                />
                <div className="flex flex-col gap-4 p-5">
                  <div>
                    <h3 className="text-xl font-semibold text-fg">{region.name}</h3>
                    <p className="text-sm text-fg-muted">{region.country}</p>
                  </div>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-xs text-fg-subtle">Total Value</dt>
                      <dd className="font-semibold tabular-nums text-fg">{formatCompactUsd(region.total_value)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-fg-subtle">Avg. Appreciation</dt>
                      <dd className="font-semibold tabular-nums text-success">
                        {signedPct(region.avg_appreciation_pct)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-fg-subtle">Bottles</dt>
                      <dd className="font-semibold tabular-nums text-fg">{formatInteger(region.bottle_count)}</dd>
                    </div>
                  </dl>
                  <div>
                    <p className="text-xs text-fg-subtle">Top Producers</p>
                    <p className="text-sm text-fg">
                      {region.top_producers.join(', ')}
                      {region.other_producer_count > 0 ? (
                        <span className="text-fg-muted"> +{region.other_producer_count} more</span>
                      ) : null}
                    </p>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </WithWineSummary>
  );
}
