/**
 * Storage Facilities: one card per vault with capacity, occupied (the bottles of the active assets
 * stored there, never typed in), temperature, humidity, security level and last inspection; add
 * and edit facilities.
 */
import { useState } from 'react';
import type { AdminStorageFacility } from '../../../../contracts/admin-wine';
import { formatInteger } from '../../../../domain/format';
import { useAdminStorageFacilities } from '../../../api/wine/find-admin-storage-facilities';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StorageFacilityFormDialog, type FacilityFormTarget } from './storage-facility-form-dialog';
import { formatDay } from './wine-admin-format';

export default function StorageFacilitiesPanel() {
  const facilities = useAdminStorageFacilities();
  const [editor, setEditor] = useState<FacilityFormTarget>(null);

  return (
    <section aria-labelledby="storage-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="storage-title" className="text-xl font-semibold text-fg">
          Storage Facilities
        </h3>
        <Button variant="gold" onClick={() => setEditor({ mode: 'new' })}>
          Add Facility
        </Button>
      </div>
      {facilities.isPending ? (
        <div aria-label="Loading storage facilities" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : facilities.isError ? (
        <LoadError
          title="Unable to load storage facilities"
          message={facilities.error.message}
          onRetry={() => void facilities.refetch()}
        />
      ) : facilities.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">No storage facilities yet</p>
          <p className="mt-1 text-sm text-fg-muted">Add the first vault with Add Facility.</p>
        </div>
      ) : (
        <ul aria-label="Storage facilities" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {facilities.data.items.map((f) => (
            <FacilityCard key={f.id} facility={f} onEdit={() => setEditor({ mode: 'edit', facility: f })} />
          ))}
        </ul>
      )}
      <StorageFacilityFormDialog target={editor} onClose={() => setEditor(null)} />
    </section>
  );
}

function FacilityCard({ facility: f, onEdit }: { facility: AdminStorageFacility; onEdit: () => void }) {
  const pct = f.capacity > 0 ? Math.min(100, Math.round((f.occupied / f.capacity) * 100)) : 0;
  const headingId = `facility-${f.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface/80 p-5 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold text-fg">
            {f.name}
          </h4>
          <p className="mt-0.5 text-sm text-fg-muted">{f.address}</p>
        </div>
        <Badge tone="gold" className="shrink-0">
          {f.security_level}
        </Badge>
      </div>
      <div>
        <div className="flex justify-between text-sm">
          <span className="text-fg-muted">Occupied</span>
          <span className="tabular-nums text-fg">
            {formatInteger(f.occupied)} / {formatInteger(f.capacity)} bottles
          </span>
        </div>
        <div
          role="meter"
          aria-label={`${f.name} occupancy`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={`${pct}% full`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-3"
        >
          <div className="h-full rounded-full bg-gold" style={{ width: `${pct}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-fg-muted">Temperature</dt>
          <dd className="tabular-nums text-fg">{f.temperature_c} °C</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Humidity</dt>
          <dd className="tabular-nums text-fg">{f.humidity_pct} %</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Assets stored</dt>
          <dd className="tabular-nums text-fg">{formatInteger(f.asset_count)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Last inspection</dt>
          <dd className="text-fg">{formatDay(f.last_inspection)}</dd>
        </div>
      </dl>
      {f.security_features.length ? (
        <ul aria-label="Security features" className="flex flex-wrap gap-1.5">
          {f.security_features.map((s) => (
            <li key={s}>
              <Badge>{s}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${f.name}`}>
          Edit
        </Button>
      </div>
    </li>
  );
}
