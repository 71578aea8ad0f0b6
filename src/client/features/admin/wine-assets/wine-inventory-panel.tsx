/**
 * Wine Inventory: search (name, producer, region, country), category and region filters, active or
 * retired assets, Add Wine Asset, and per asset Edit and Retire. The table scrolls sideways in its
 * own focusable region on narrow screens.
 */
import { useState } from 'react';
import type { AdminWineAsset } from '../../../../contracts/admin-wine';
import { WINE_CATEGORIES } from '../../../../contracts/wine';
import { formatInteger, formatUsd } from '../../../../domain/format';
import { useAdminWineAssets, type AdminWineFilters } from '../../../api/wine/find-admin-wine-assets';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { RetireWineDialog } from './retire-wine-dialog';
import { signedPct } from './wine-admin-format';
import { WineAssetFormDialog, type AssetFormTarget } from './wine-asset-form-dialog';
import { CATEGORY_LABEL, CONDITION_LABEL } from './wine-labels';
import { Table } from '../../../components/ui/table';

const SEARCH_DEBOUNCE_MS = 300;

export default function WineInventoryPanel() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<AdminWineFilters['category']>('all');
  const [region, setRegion] = useState('all');
  const [status, setStatus] = useState<AdminWineFilters['status']>('active');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const assets = useAdminWineAssets({ q, category, region, status });
  const [editor, setEditor] = useState<AssetFormTarget>(null);
  const [toRetire, setToRetire] = useState<AdminWineAsset | null>(null);

  const isFiltered = q !== '' || category !== 'all' || region !== 'all';

  return (
    <section aria-labelledby="wine-inventory-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="wine-inventory-title" className="text-xl font-semibold text-fg">
          Wine Inventory
        </h3>
        <Button variant="gold" onClick={() => setEditor({ mode: 'new' })}>
          Add Wine Asset
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <TextField
          label="Search wine assets"
          type="search"
          placeholder="Name, producer, region, country"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
        />
        <Select
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value as AdminWineFilters['category'])}
        >
          <option value="all">All categories</option>
          {WINE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABEL[c]}
            </option>
          ))}
        </Select>
        <Select label="Region" value={region} onChange={(e) => setRegion(e.target.value)}>
          <option value="all">All regions</option>
          {(assets.data?.regions ?? []).map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
        <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as AdminWineFilters['status'])}>
          <option value="active">Active</option>
          <option value="retired">Retired</option>
          <option value="all">All</option>
        </Select>
      </div>

      {assets.isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" />
      ) : assets.isError ? (
        <LoadError
          title="Unable to load wine assets"
          message={assets.error.message}
          onRetry={() => void assets.refetch()}
        />
      ) : assets.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">No wine assets found</p>
          <p className="mt-1 text-sm text-fg-muted">
            {isFiltered || status !== 'active'
              ? 'Try adjusting your search or filter criteria.'
              : 'Add the first one with Add Wine Asset.'}
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {formatInteger(assets.data.items.length)} {assets.data.items.length === 1 ? 'asset' : 'assets'}
            {assets.isFetching ? ' · updating…' : ''}
          </p>
          <Table
            label="Wine inventory table"
            caption="Wine assets by name"
            minWidth="min-w-[60rem]"
            columns={[
              'Wine',
              'Region',
              'Category',
              { label: 'Bottles', align: 'right' },
              { label: 'Value / bottle', align: 'right' },
              { label: 'Appreciation', align: 'right' },
              'Storage',
              'Status',
              { label: 'Actions', hidden: true },
            ]}
          >
            {assets.data.items.map((a) => (
              <tr key={a.id} className="border-t border-border hover:bg-surface-2/40">
                <td className="px-3 py-2">
                  <p className="font-medium text-fg">
                    {a.name} {a.vintage}
                  </p>
                  <p className="text-xs text-fg-muted">
                    {a.producer} · {a.bottle_size} · {CONDITION_LABEL[a.condition]}
                  </p>
                </td>
                <td className="px-3 py-2 text-fg-muted">
                  {a.region}, {a.country}
                </td>
                <td className="px-3 py-2 text-fg-muted">{CATEGORY_LABEL[a.category]}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(a.bottle_count)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatUsd(a.current_value, true)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{signedPct(a.appreciation_pct)}</td>
                <td className="px-3 py-2 text-fg-muted">{a.storage_location ?? '—'}</td>
                <td className="px-3 py-2">
                  {a.retired_at ? (
                    <Badge>Retired</Badge>
                  ) : a.tokenized ? (
                    <Badge tone="info">Tokenized</Badge>
                  ) : (
                    <Badge tone="gold">Treasury</Badge>
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-1 text-right">
                  {a.retired_at ? null : (
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Edit ${a.name} ${a.vintage}`}
                        onClick={() => setEditor({ mode: 'edit', asset: a })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Retire ${a.name} ${a.vintage}`}
                        onClick={() => setToRetire(a)}
                      >
                        Retire
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </>
      )}
      <WineAssetFormDialog target={editor} onClose={() => setEditor(null)} />
      <RetireWineDialog asset={toRetire} onClose={() => setToRetire(null)} />
    </section>
  );
}
