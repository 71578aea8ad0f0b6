import { useDeferredValue, useState } from 'react';
import type { WineAsset, WineCategory } from '../../../../contracts/wine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useWineAssets } from '../../../api/wine/find-wine-assets';
import { useWatchlist } from './use-watchlist';
import { WineCard } from './wine-card';
import { WineDetailDialog } from './wine-detail-dialog';
import { CATEGORY_FILTERS } from './wine-labels';
import { LoadError } from '../../../components/ui/load-error';

/** Search (name, producer, region), category filter, cards and the detail dialog. */
export function PortfolioTab() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<WineCategory | 'all'>('all');
  // Typing stays responsive; the query follows the deferred value.
  const q = useDeferredValue(search);
  const query = useWineAssets({ q, category });
  const watchlist = useWatchlist();
  const toast = useToast();
  const [selected, setSelected] = useState<WineAsset | null>(null);

  const assets = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  async function onToggleWatchlist(asset: WineAsset) {
    try {
      const result = await watchlist.toggle(asset);
      toast({
        tone: 'success',
        title: result === 'added' ? 'Added to watchlist' : 'Removed from watchlist',
        description: watchlist.isSaved
          ? `${asset.name} ${asset.vintage}`
          : 'Saved in this browser. Sign in to keep your watchlist on every device.',
      });
    } catch (error) {
      toast({ tone: 'error', title: 'Could not update your watchlist', description: (error as Error).message });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <TextField
          label="Search wines"
          type="search"
          placeholder="Name, producer or region"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          containerClassName="w-full lg:max-w-sm"
        />
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {CATEGORY_FILTERS.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
              className={cn(
                'focus-ring min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                category === c.id
                  ? 'border-gold bg-gold text-on-gold'
                  : 'border-border bg-surface-2/60 text-fg-muted hover:text-fg',
              )}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>

      <p className="text-sm text-fg-muted" aria-live="polite">
        {query.isSuccess ? `${total} ${total === 1 ? 'wine' : 'wines'} found` : null}
        {watchlist.entries.length ? ` · ${watchlist.entries.length} in your watchlist` : null}
      </p>

      {query.isPending ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading wines">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-80 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : query.isError && !assets.length ? (
        <LoadError
          title="Unable to load wine assets"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : assets.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="text-lg font-semibold text-fg">No wines match your search</p>
          <p className="mt-1 text-fg-muted">Try another name, producer or region, or show all categories.</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setSearch('');
              setCategory('all');
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : (
        <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', query.isPlaceholderData && 'opacity-60')}>
          {assets.map((asset) => (
            <li key={asset.id}>
              <WineCard asset={asset} isWatched={watchlist.isWatched(asset.id)} onOpen={setSelected} />
            </li>
          ))}
        </ul>
      )}

      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Show more wines
          </Button>
        </div>
      ) : null}

      <WineDetailDialog
        asset={selected}
        isWatched={selected ? watchlist.isWatched(selected.id) : false}
        isUpdating={watchlist.isUpdating}
        onToggleWatchlist={(a) => void onToggleWatchlist(a)}
        onClose={() => setSelected(null)}
      />
    </div>
  );
}
