import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Wine assets backing the token. This issue needs the showcase fields and the backing flag for the
 * reserve; the public-content issue widens it to every field of the wine asset entity.
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
    currentValue: numeric('current_value', { precision: 20, scale: 2 }).notNull(),
    purchasePrice: numeric('purchase_price', { precision: 20, scale: 2 }).notNull(),
    bottleCount: integer('bottle_count').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    backsToken: boolean('backs_token').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wine_assets_featured_idx').on(t.isFeatured)],
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
