import type { PerformanceReport } from '../../../../contracts/enterprise';
import { Card } from '../../../components/ui/card';
import { HowComputed } from '../components/how-computed';

/** Network performance: time to first byte as browsers measured it, by their connection type. */
export function NetworkPanel({ network }: { network: PerformanceReport['network'] }) {
  return (
    <Card as="section" padding="md" aria-labelledby="network-title">
      <h3 id="network-title" className="text-lg font-semibold text-fg">
        Network Performance
      </h3>
      <p className="mt-3 text-sm text-fg-muted">Global TTFB (p75)</p>
      <p className="text-2xl font-semibold tabular-nums text-fg">
        {network.ttfbP75Ms === null ? 'No data' : `${Math.round(network.ttfbP75Ms)} ms`}
      </p>
      {network.byConnection.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {network.byConnection.map((c) => (
            <li key={c.connection} className="flex justify-between gap-3 tabular-nums">
              <span className="text-fg-muted">{c.connection}</span>
              <span className="text-fg">
                {Math.round(c.ttfbP75Ms)} ms <span className="text-fg-muted">({c.samples})</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <HowComputed>{network.source}</HowComputed>
    </Card>
  );
}
