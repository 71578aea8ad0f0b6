import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WatchlistEntry, WineAsset } from '../../../../contracts/wine';
import { useSession } from '../../../shared/session';
import { useServerWatchlist } from '../../../api/wine/find-watchlist';
import { wineKeys } from '../../../api/wine/keys';
import { mergeWatchlist } from '../../../api/wine/merge-watchlist';
import { useUpdateWatchlist } from '../../../api/wine/update-watchlist';
import { readLocalWatchlist, writeLocalWatchlist } from './local-watchlist';

export interface WatchlistState {
  entries: WatchlistEntry[];
  isSaved: boolean;
  isWatched(wineAssetId: string): boolean;
  toggle(asset: WineAsset): Promise<'added' | 'removed'>;
  isUpdating: boolean;
}

/**
 * One watchlist for the page: on the server for a signed-in user, in localStorage for a visitor.
 * When a session appears and the browser still holds a visitor's list, it is merged into the
 * account once and the local copy cleared.
 */
export function useWatchlist(): WatchlistState {
  const session = useSession();
  const queryClient = useQueryClient();
  const server = useServerWatchlist(session.isSignedIn);
  const update = useUpdateWatchlist();
  const [local, setLocal] = useState<WatchlistEntry[]>(() => readLocalWatchlist());
  const isMerging = useRef(false);

  useEffect(() => {
    if (!session.isSignedIn || isMerging.current) return;
    const pending = readLocalWatchlist();
    if (!pending.length) return;
    isMerging.current = true;
    mergeWatchlist(pending.map((e) => e.wine_asset_id))
      .then(async (list) => {
        // A read started before the merge would otherwise land after it with the old list.
        await queryClient.cancelQueries({ queryKey: wineKeys.myWatchlist() });
        queryClient.setQueryData(wineKeys.myWatchlist(), list);
        writeLocalWatchlist([]);
        setLocal([]);
      })
      .catch(() => {
        // Kept locally; the next visit with a session tries again.
      })
      .finally(() => {
        isMerging.current = false;
      });
  }, [session.isSignedIn, queryClient]);

  const entries = session.isSignedIn ? (server.data?.items ?? []) : local;
  const isWatched = useCallback((id: string) => entries.some((e) => e.wine_asset_id === id), [entries]);

  const toggle = useCallback(
    async (asset: WineAsset): Promise<'added' | 'removed'> => {
      const isAdding = !entries.some((e) => e.wine_asset_id === asset.id);
      if (session.isSignedIn) {
        await update.mutateAsync({ wineAssetId: asset.id, isAdding });
      } else {
        const current = readLocalWatchlist().filter((e) => e.wine_asset_id !== asset.id);
        const next = isAdding
          ? [
              ...current,
              {
                wine_asset_id: asset.id,
                name: asset.name,
                vintage: asset.vintage,
                current_value: asset.current_value,
                added_at: new Date().toISOString(),
              },
            ]
          : current;
        writeLocalWatchlist(next);
        setLocal(next);
      }
      return isAdding ? 'added' : 'removed';
    },
    [entries, session.isSignedIn, update],
  );

  return { entries, isSaved: session.isSignedIn, isWatched, toggle, isUpdating: update.isPending };
}
