import type { HealthProbe } from '../../../../contracts/enterprise';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { HEALTH_TONE, humanize } from '../components/status-tones';

/** System health: each row a real probe with its latency and what was probed. */
export function HealthPanel({ probes }: { probes: HealthProbe[] }) {
  return (
    <Card as="section" padding="md" aria-labelledby="health-title">
      <h3 id="health-title" className="text-lg font-semibold text-fg">
        System Health
      </h3>
      <ul className="mt-4 flex flex-col gap-3">
        {probes.map((p) => (
          <li key={p.name} className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-fg">{p.name}</p>
              <p className="text-xs text-fg-muted">
                {p.detail}
                {p.latencyMs !== null ? ` · ${p.latencyMs.toFixed(1)} ms` : ''}
              </p>
            </div>
            <Badge tone={HEALTH_TONE[p.status]}>{humanize(p.status)}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
