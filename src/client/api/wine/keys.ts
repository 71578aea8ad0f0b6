/** Query keys of the wine module's endpoints (the catalogue, the index, the member's watchlist). */
export const wineKeys = {
  all: () => ['wine-assets'] as const,
  list: (q: string, category: string) => ['wine-assets', 'list', q, category] as const,
  summary: () => ['wine-assets', 'summary'] as const,
  showcase: () => ['wine-assets', 'showcase'] as const,
  storageFacilities: () => ['wine-assets', 'storage-facilities'] as const,
  index: () => ['wine-index'] as const,
  myWatchlist: () => ['me', 'watchlist'] as const,
};
