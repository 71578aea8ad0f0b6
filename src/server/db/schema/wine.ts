import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Climate-controlled vaults holding the reserve (operator spec: StorageFacility). How full a vault
 * is comes from the bottles of the wine assets stored there, so it cannot drift from the assets.
 */
export const storageFacilities = pgTable('storage_facilities', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  capacityBottles: integer('capacity_bottles').notNull(),
  temperatureC: numeric('temperature_c', { precision: 4, scale: 1 }).notNull(),
  humidityPct: numeric('humidity_pct', { precision: 4, scale: 1 }).notNull(),
  securityLevel: text('security_level').notNull(),
  securityFeatures: jsonb('security_features').$type<string[]>().notNull().default([]),
  lastInspection: date('last_inspection').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wine assets backing the token: every field of the investor spec's wine asset and the operator
 * spec's WineAsset. Appreciation is not stored: it is derived from current value and purchase price,
 * so it can never disagree with them. New columns carry defaults so the migration also runs on an
 * install that already holds assets.
 */
export const wineAssets = pgTable(
  'wine_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    producer: text('producer').notNull(),
    vintage: integer('vintage').notNull(),
    region: text('region').notNull(),
    country: text('country').notNull(),
    category: text('category', { enum: ['red', 'white', 'sparkling', 'dessert', 'fortified'] }).notNull(),
    classification: text('classification').notNull().default(''),
    currentValue: numeric('current_value', { precision: 20, scale: 2 }).notNull(),
    purchasePrice: numeric('purchase_price', { precision: 20, scale: 2 }).notNull(),
    bottleCount: integer('bottle_count').notNull(),
    bottleSize: text('bottle_size').notNull().default('750ml'),
    tokensIssued: numeric('tokens_issued', { precision: 30, scale: 8 }).notNull().default('0'),
    tokenized: boolean('tokenized').notNull().default(false),
    lastAppraisal: date('last_appraisal'),
    nextAppraisal: date('next_appraisal'),
    condition: text('condition', { enum: ['excellent', 'very_good', 'good', 'fair'] })
      .notNull()
      .default('excellent'),
    rarity: text('rarity', { enum: ['legendary', 'ultra_rare', 'rare'] })
      .notNull()
      .default('rare'),
    tastingNotes: jsonb('tasting_notes').$type<string[]>().notNull().default([]),
    criticsScore: integer('critics_score'),
    investmentGrade: text('investment_grade', { enum: ['A+', 'A', 'A-'] })
      .notNull()
      .default('A'),
    insuranceValue: numeric('insurance_value', { precision: 20, scale: 2 }).notNull().default('0'),
    storageFacilityId: uuid('storage_facility_id').references(() => storageFacilities.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    image: text('image').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    backsToken: boolean('backs_token').notNull().default(true),
    /**
     * Set when an admin retires the asset (sold, consumed, written off). Assets are never deleted:
     * a retired one leaves the public catalogue, the vault occupancy and the reserve, and keeps its
     * history (appraisals, tokens it was issued against, redemptions).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wine_assets_featured_idx').on(t.isFeatured),
    index('wine_assets_category_idx').on(t.category),
    index('wine_assets_region_idx').on(t.region),
  ],
);

/** The fine-wine index of the appreciation timeline (2000 = 100). */
export const wineIndexPoints = pgTable('wine_index_points', {
  year: integer('year').primaryKey(),
  indexValue: numeric('index_value', { precision: 10, scale: 2 }).notNull(),
  event: text('event').notNull(),
  description: text('description').notNull(),
  milestone: text('milestone').notNull(),
});

/** Celebrated vintages shown under the timeline with their appreciation since release. */
export const starVintages = pgTable('star_vintages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  vintage: integer('vintage').notNull(),
  appreciationPct: numeric('appreciation_pct', { precision: 10, scale: 1 }).notNull(),
  note: text('note').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A signed-in user's watchlist of wine assets (visitors keep theirs locally until sign-in). */
export const wineWatchlist = pgTable(
  'wine_watchlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    wineAssetId: uuid('wine_asset_id')
      .notNull()
      .references(() => wineAssets.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wineAssetId] })],
);

/**
 * Mint and burn events of VINO. Circulating supply = sum of mints minus burns. The exchange issue's
 * ledger takes over the per-holder balances; the issued total stays defined here.
 */
export const tokenSupplyEvents = pgTable('token_supply_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['mint', 'burn'] }).notNull(),
  amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
  reason: text('reason').notNull(),
  /** The wine asset a tokenization minted against (null for issuance not tied to one asset). */
  wineAssetId: uuid('wine_asset_id').references(() => wineAssets.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Value history of a wine asset: one row per appraisal an admin records (Admin → Wine Assets →
 * Appraisals → Update Value). The asset's current_value and last_appraisal follow the newest row.
 */
export const wineAppraisals = pgTable(
  'wine_appraisals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wineAssetId: uuid('wine_asset_id')
      .notNull()
      .references(() => wineAssets.id, { onDelete: 'restrict' }),
    /** Value per bottle set by this appraisal, and the one it replaced. */
    value: numeric('value', { precision: 20, scale: 2 }).notNull(),
    previousValue: numeric('previous_value', { precision: 20, scale: 2 }).notNull(),
    appraiser: text('appraiser').notNull(),
    appraisedOn: date('appraised_on').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wine_appraisals_asset_idx').on(t.wineAssetId, t.createdAt)],
);
