import type { PerformanceReport } from '../../../../contracts/enterprise';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../components/progress-bar';

/** Resource usage: CPU, memory, storage and bandwidth of this server, each with its source. */
export function ResourcesPanel({ resources }: { resources: PerformanceReport['resources'] }) {
  return (
    <Card as="section" padding="md" aria-labelledby="resources-title">
      <h3 id="resources-title" className="text-lg font-semibold text-fg">
        Resource Usage
      </h3>
      <ul className="mt-4 flex flex-col gap-4">
        {resources.map((r) => (
          <li key={r.name}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="font-medium text-fg">{r.name}</span>
              <span className="tabular-nums text-fg">
                {r.value === null ? 'No data' : `${r.value.toFixed(r.unit === 'MB/s' ? 3 : 1)} ${r.unit}`}
              </span>
            </div>
            {r.percent !== null ? (
              <div className="mt-1">
                <ProgressBar percent={Math.round(r.percent)} label={`${r.name}: ${Math.round(r.percent)}%`} />
              </div>
            ) : null}
            <p className="mt-1 text-xs text-fg-muted">{r.source}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
