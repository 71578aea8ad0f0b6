import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  StorageFacilityListSchema,
  WatchlistItemParamsSchema,
  WatchlistMergeRequestSchema,
  WatchlistSchema,
  WineAssetIdParamsSchema,
  WineAssetListQuerySchema,
  WineAssetListSchema,
  WineAssetSchema,
  WineIndexSchema,
  WineShowcaseResponseSchema,
  WineSummarySchema,
  type StorageFacilityList,
  type WineAsset,
  type WineAssetList,
  type WineIndex,
  type WineShowcaseResponse,
  type WineSummary,
} from '../../../contracts/wine';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { TtlCache } from '../../platform/ttl-cache';
import { addToWatchlist } from './add-to-watchlist';
import { findStorageFacilities } from './find-storage-facilities';
import { findWatchlist } from './find-watchlist';
import { findWineAssets } from './find-wine-assets';
import { getWineAsset } from './get-wine-asset';
import { getWineIndex } from './get-wine-index';
import { getWineShowcase } from './get-wine-showcase';
import { getWineSummary } from './get-wine-summary';
import { mergeWatchlist } from './merge-watchlist';
import { removeFromWatchlist } from './remove-from-watchlist';

/** Wine data changes only when an admin edits it; a minute of staleness is fine for public pages. */
const WINE_CACHE_TTL_MS = 60_000;
const PUBLIC_CACHE_HEADER = `public, max-age=${WINE_CACHE_TTL_MS / 1000}`;

/** Drops every cached public wine answer (an admin changed assets or vaults). */
export interface WineCaches {
  invalidatePublicWine(): void;
}

export function registerWineRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): WineCaches {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const showcaseCache = new TtlCache<WineShowcaseResponse>(WINE_CACHE_TTL_MS);
  const listCache = new TtlCache<WineAssetList>(WINE_CACHE_TTL_MS);
  const assetCache = new TtlCache<WineAsset>(WINE_CACHE_TTL_MS);
  const summaryCache = new TtlCache<WineSummary>(WINE_CACHE_TTL_MS);
  const facilitiesCache = new TtlCache<StorageFacilityList>(WINE_CACHE_TTL_MS);
  const indexCache = new TtlCache<WineIndex>(WINE_CACHE_TTL_MS);

  r.get(
    apiPaths.wineShowcase,
    {
      schema: {
        tags: ['wine'],
        summary: 'Featured wines for the home carousel',
        response: { 200: WineShowcaseResponseSchema },
      },
    },
    // A cache hit is answered without a promise (the home page's carousel).
    (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_HEADER);
      return showcaseCache.peek('showcase') ?? showcaseCache.get('showcase', () => getWineShowcase(deps.db));
    },
  );

  r.get(
    apiPaths.wine.assets,
    {
      schema: {
        tags: ['wine'],
        summary: 'Wine assets: search (name, producer, region), category, region, sort, pages',
        querystring: WineAssetListQuerySchema,
        response: { 200: WineAssetListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_HEADER);
      const query = request.query;
      // Free-text searches are not cached: their keys are unbounded.
      if (query.q || query.region) return findWineAssets(deps.db, query);
      const key = `${query.category ?? '*'}|${query.sort}|${query.page}|${query.pageSize}`;
      return listCache.get(key, () => findWineAssets(deps.db, query));
    },
  );

  r.get(
    apiPaths.wine.summary,
    {
      schema: {
        tags: ['wine'],
        summary: 'Wine portfolio figures, regions and performance',
        response: { 200: WineSummarySchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_HEADER);
      return summaryCache.get('summary', () => getWineSummary(deps.db));
    },
  );

  r.get(
    apiPaths.wine.asset,
    {
      schema: {
        tags: ['wine'],
        summary: 'One wine asset',
        params: WineAssetIdParamsSchema,
        response: { 200: WineAssetSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_HEADER);
      const { id } = request.params;
      return assetCache.get(id, () => getWineAsset(deps.db, id));
    },
  );

  r.get(
    apiPaths.wine.storageFacilities,
    {
      schema: {
        tags: ['wine'],
        summary: 'Vaults holding the wine reserve',
        response: { 200: StorageFacilityListSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_HEADER);
      return facilitiesCache.get('facilities', () => findStorageFacilities(deps.db));
    },
  );

  r.get(
    apiPaths.wine.index,
    {
      schema: {
        tags: ['wine'],
        summary: 'Wine appreciation timeline and star vintages',
        response: { 200: WineIndexSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_HEADER);
      return indexCache.get('index', () => getWineIndex(deps.db));
    },
  );

  registerWatchlistRoutes(app, deps);
  return {
    invalidatePublicWine: () => {
      for (const cache of [showcaseCache, listCache, assetCache, summaryCache, facilitiesCache]) cache.clear();
    },
  };
}

/** The signed-in user's watchlist: private, never cached by browsers or proxies. */
function registerWatchlistRoutes(app: FastifyInstance, deps: { db: Database; guards: Guards }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.guards.onlyUsers();

  r.get(
    apiPaths.wine.myWatchlist,
    { onRequest, schema: { tags: ['wine'], summary: 'My wine watchlist', response: { 200: WatchlistSchema } } },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return findWatchlist(deps.db, user.id);
    },
  );

  r.put(
    apiPaths.wine.myWatchlistItem,
    {
      onRequest,
      schema: {
        tags: ['wine'],
        summary: 'Add a wine asset to my watchlist',
        params: WatchlistItemParamsSchema,
        response: { 200: WatchlistSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return addToWatchlist(deps.db, user.id, request.params.wineAssetId);
    },
  );

  r.delete(
    apiPaths.wine.myWatchlistItem,
    {
      onRequest,
      schema: {
        tags: ['wine'],
        summary: 'Remove a wine asset from my watchlist',
        params: WatchlistItemParamsSchema,
        response: { 200: WatchlistSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return removeFromWatchlist(deps.db, user.id, request.params.wineAssetId);
    },
  );

  r.post(
    apiPaths.wine.myWatchlistMerge,
    {
      onRequest,
      schema: {
        tags: ['wine'],
        summary: 'Merge the watchlist kept in the browser into my account',
        body: WatchlistMergeRequestSchema,
        response: { 200: WatchlistSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return mergeWatchlist(deps.db, user.id, request.body.wine_asset_ids);
    },
  );
}
