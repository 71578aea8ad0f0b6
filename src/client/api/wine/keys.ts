/** Query keys of the wine module's endpoints (the catalogue, the index, the member's watchlist, the admin tab). */
export const wineKeys = {
  all: () => ['wine-assets'] as const,
  list: (q: string, category: string) => ['wine-assets', 'list', q, category] as const,
  summary: () => ['wine-assets', 'summary'] as const,
  showcase: () => ['wine-assets', 'showcase'] as const,
  storageFacilities: () => ['wine-assets', 'storage-facilities'] as const,
  index: () => ['wine-index'] as const,
  myWatchlist: () => ['me', 'watchlist'] as const,
  /** Admin → Wine Assets: every admin wine query starts with adminAll(). */
  adminAll: () => ['admin', 'wine'] as const,
  adminList: (q: string, category: string, region: string, status: string) =>
    ['admin', 'wine', 'assets', q, category, region, status] as const,
  adminSummary: () => ['admin', 'wine', 'summary'] as const,
  adminAppraisals: (id: string) => ['admin', 'wine', 'appraisals', id] as const,
  adminFacilities: () => ['admin', 'wine', 'facilities'] as const,
};
