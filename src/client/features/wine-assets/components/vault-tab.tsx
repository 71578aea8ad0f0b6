import { formatInteger } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { IconCheck } from '../../../components/ui/icons';
import { IconShield } from '../../../components/ui/icons/objects';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStorageFacilities } from '../../../api/wine/find-storage-facilities';
import { formatDay } from './wine-labels';
import { LoadError } from '../../../components/ui/load-error';

/** Storage conditions and security of each vault, from the storage facilities table. */
export function VaultTab() {
  const query = useStorageFacilities();
  if (query.isPending) return <Skeleton className="h-72 w-full rounded-2xl" />;
  if (query.isError)
    return (
      <LoadError
        title="Unable to load vault information"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      {query.data.items.map((f) => {
        const usedPct = f.capacity ? Math.round((f.occupied / f.capacity) * 100) : 0;
        return (
          <li key={f.id}>
            <Card className="flex h-full flex-col gap-4">
              <div className="flex items-start gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-gold">
                  <IconShield size={22} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-fg">{f.name}</h3>
                  <p className="text-sm text-fg-muted">{f.address}</p>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-xl bg-surface-2/70 p-3">
                  <dt className="text-xs text-fg-subtle">Temperature</dt>
                  <dd className="text-lg font-semibold tabular-nums text-fg">
                    {Number(f.temperature_c).toFixed(1)} °C
                  </dd>
                </div>
                <div className="rounded-xl bg-surface-2/70 p-3">
                  <dt className="text-xs text-fg-subtle">Humidity</dt>
                  <dd className="text-lg font-semibold tabular-nums text-fg">{Number(f.humidity_pct).toFixed(0)}%</dd>
                </div>
              </dl>
              <div>
                <div className="flex justify-between text-sm">
                  <span className="text-fg-muted">Occupancy</span>
                  <span className="tabular-nums text-fg">
                    {formatInteger(f.occupied)} / {formatInteger(f.capacity)} bottles
                  </span>
                </div>
                <div
                  className="mt-1.5 h-2 rounded-full bg-surface-3"
                  role="meter"
                  aria-label={`${f.name} occupancy`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={usedPct}
                  aria-valuetext={`${usedPct}% full`}
                >
                  <div className="h-full rounded-full bg-gold" style={{ width: `${Math.min(100, usedPct)}%` }} />
                </div>
              </div>
              <div className="flex flex-col gap-2">
                <Badge tone="gold" className="self-start">
                  {f.security_level}
                </Badge>
                <ul className="flex flex-col gap-1.5 text-sm text-fg-muted">
                  {f.security_features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2">
                      <IconCheck size={16} className="text-success" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
              <p className="mt-auto text-xs text-fg-subtle">Last inspection {formatDay(f.last_inspection)}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
