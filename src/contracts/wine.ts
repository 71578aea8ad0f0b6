import { z } from './zod';
import { DecimalStringSchema } from './common';

export const WINE_CATEGORIES = ['red', 'white', 'sparkling', 'dessert', 'fortified'] as const;
export const WineCategorySchema = z.enum(WINE_CATEGORIES);
export type WineCategory = z.infer<typeof WineCategorySchema>;
/** Operator spec section 4: wine condition. */
export const WINE_CONDITIONS = ['excellent', 'very_good', 'good', 'fair'] as const;

/** A wine asset as the showcase/carousel needs it. */
export const WineShowcaseItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  producer: z.string(),
  vintage: z.number().int(),
  region: z.string(),
  category: WineCategorySchema,
  current_value: DecimalStringSchema,
  appreciation_pct: DecimalStringSchema,
  bottle_count: z.number().int(),
  description: z.string(),
  image: z.string(),
});
export type WineShowcaseItem = z.infer<typeof WineShowcaseItemSchema>;

export const WineShowcaseResponseSchema = z.object({ items: z.array(WineShowcaseItemSchema) });
export type WineShowcaseResponse = z.infer<typeof WineShowcaseResponseSchema>;

/**
 * Every field of the investor spec's wine asset and the operator spec's WineAsset.
 * appreciation_pct is derived from current value and purchase price; last_appraisal is the spec's
 * appraisalDate; total_value = current_value x bottle_count; storage_location names the vault.
 */
export const WineAssetSchema = WineShowcaseItemSchema.extend({
  slug: z.string(),
  country: z.string(),
  classification: z.string(),
  purchase_price: DecimalStringSchema,
  total_value: DecimalStringSchema,
  bottle_size: z.string(),
  tokens_issued: DecimalStringSchema,
  tokenized: z.boolean(),
  backs_token: z.boolean(),
  last_appraisal: z.string().nullable(),
  next_appraisal: z.string().nullable(),
  condition: z.enum(WINE_CONDITIONS),
  rarity: z.enum(['legendary', 'ultra_rare', 'rare']),
  tasting_notes: z.array(z.string()),
  critics_score: z.number().int().nullable(),
  investment_grade: z.enum(['A+', 'A', 'A-']),
  insurance_value: DecimalStringSchema,
  storage_facility_id: z.string().nullable(),
  storage_location: z.string().nullable(),
});
export type WineAsset = z.infer<typeof WineAssetSchema>;

export const WINE_SORTS = ['value', 'appreciation', 'vintage', 'name'] as const;
export const WINE_PAGE_SIZE_MAX = 50;
export const WINE_PAGE_SIZE_DEFAULT = 24;

/** Catalogue query. Unknown categories, sorts or out-of-range pages are refused with 400. */
export const WineAssetListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  category: WineCategorySchema.optional(),
  region: z.string().trim().min(1).max(60).optional(),
  /** value: highest total value first; appreciation: highest first; vintage: oldest first; name: A-Z. */
  sort: z.enum(WINE_SORTS).default('value'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(WINE_PAGE_SIZE_MAX).default(WINE_PAGE_SIZE_DEFAULT),
});
export type WineAssetListQuery = z.infer<typeof WineAssetListQuerySchema>;

export const WineAssetListSchema = z.object({
  items: z.array(WineAssetSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type WineAssetList = z.infer<typeof WineAssetListSchema>;

export const WineAssetIdParamsSchema = z.object({ id: z.uuid('Unknown wine asset') });

export const WineRegionSummarySchema = z.object({
  name: z.string(),
  country: z.string(),
  total_value: DecimalStringSchema,
  bottle_count: z.number().int(),
  asset_count: z.number().int(),
  avg_appreciation_pct: DecimalStringSchema,
  top_producers: z.array(z.string()),
  other_producer_count: z.number().int(),
  image: z.string(),
});
export type WineRegionSummary = z.infer<typeof WineRegionSummarySchema>;

export const WineSummarySchema = z.object({
  hero: z.object({
    portfolio_value: DecimalStringSchema,
    total_bottles: z.number().int(),
    avg_appreciation_pct: DecimalStringSchema,
    backing_ratio: DecimalStringSchema,
    asset_count: z.number().int(),
  }),
  regions: z.array(WineRegionSummarySchema),
  performance: z.object({
    top_assets: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        producer: z.string(),
        vintage: z.number().int(),
        category: WineCategorySchema,
        appreciation_pct: DecimalStringSchema,
      }),
    ),
    categories: z.array(
      z.object({
        category: WineCategorySchema,
        asset_count: z.number().int(),
        avg_appreciation_pct: DecimalStringSchema,
      }),
    ),
  }),
});
export type WineSummary = z.infer<typeof WineSummarySchema>;

export const StorageFacilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  capacity: z.number().int(),
  /** Bottles of the wine assets stored there. */
  occupied: z.number().int(),
  temperature_c: DecimalStringSchema,
  humidity_pct: DecimalStringSchema,
  security_level: z.string(),
  security_features: z.array(z.string()),
  last_inspection: z.string(),
});
export type StorageFacility = z.infer<typeof StorageFacilitySchema>;
export const StorageFacilityListSchema = z.object({ items: z.array(StorageFacilitySchema) });
export type StorageFacilityList = z.infer<typeof StorageFacilityListSchema>;

export const WineIndexSchema = z.object({
  baseline: z.number().int(),
  timeline: z.array(
    z.object({
      year: z.number().int(),
      index: DecimalStringSchema,
      /** (index - baseline) / baseline, one decimal. */
      change_from_baseline_pct: DecimalStringSchema,
      event: z.string(),
      description: z.string(),
      milestone: z.string(),
    }),
  ),
  star_vintages: z.array(
    z.object({ name: z.string(), vintage: z.number().int(), appreciation_pct: DecimalStringSchema, note: z.string() }),
  ),
});
export type WineIndex = z.infer<typeof WineIndexSchema>;

/** A watchlist entry (spec: id, name, vintage, currentValue, addedAt) with the asset's id. */
export const WatchlistEntrySchema = z.object({
  wine_asset_id: z.string(),
  name: z.string(),
  vintage: z.number().int(),
  current_value: DecimalStringSchema,
  added_at: z.string(),
});
export type WatchlistEntry = z.infer<typeof WatchlistEntrySchema>;
export const WatchlistSchema = z.object({ items: z.array(WatchlistEntrySchema) });
export type Watchlist = z.infer<typeof WatchlistSchema>;

export const WatchlistItemParamsSchema = z.object({ wineAssetId: z.uuid('Unknown wine asset') });

/** Ids a visitor kept in the browser, merged into the account right after sign-in. */
export const WatchlistMergeRequestSchema = z.object({
  wine_asset_ids: z.array(z.uuid()).max(200, 'Too many wine assets'),
});
export type WatchlistMergeRequest = z.infer<typeof WatchlistMergeRequestSchema>;
