/**
 * A visitor's watchlist, kept in the browser until they sign in (nothing asks a visitor to sign up before they can look around). Entries
 * hold the spec's local watchlist fields; only the ids matter for the merge at sign-in.
 */
import type { WatchlistEntry } from '../../../../contracts/wine';

export const LOCAL_WATCHLIST_KEY = 'vino.wine-watchlist';

export function readLocalWatchlist(): WatchlistEntry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_WATCHLIST_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((e): e is WatchlistEntry => typeof e === 'object' && e !== null && 'wine_asset_id' in e)
      : [];
  } catch {
    return [];
  }
}

export function writeLocalWatchlist(entries: WatchlistEntry[]): void {
  try {
    if (entries.length) window.localStorage.setItem(LOCAL_WATCHLIST_KEY, JSON.stringify(entries));
    else window.localStorage.removeItem(LOCAL_WATCHLIST_KEY);
  } catch {
    // Storage full or disabled (private mode): the list lives for this visit only.
  }
}
