/**
 * Admin → Wine Assets (operator spec section 2 "Wine Assets", 3 WineAsset and StorageFacility, 4
 * condition, security level and appraisal states, 5 the Add wine bounds, 9 the figures). Admins edit
 * the same rows the public /wine-assets page, /api/v1/reserves and the home metrics read.
 * Inputs are camelCase like the other admin forms; assets come back in the public wire shape.
 */
import { DecimalStringSchema } from './common';
import { StorageFacilitySchema, WINE_CATEGORIES, WINE_CONDITIONS, WineAssetSchema } from './wine';
import { z } from './zod';

/** Spec section 9: the regions offered (an asset from elsewhere may name its own). */
export const WINE_REGIONS = ['Bordeaux', 'Burgundy', 'Champagne', 'Tuscany', 'Napa Valley'] as const;
export const BOTTLE_SIZES = ['375ml', '750ml', '1.5L', '3L', '6L'] as const;
/** Spec section 4: storage security levels offered (existing vaults may carry a longer description). */
export const SECURITY_LEVELS = ['premium', 'enhanced'] as const;
export const APPRAISAL_STATUSES = ['overdue', 'due_soon', 'current', 'unscheduled'] as const;
export const VINTAGE_MIN = 1800;
/** The vintage bound moves with the calendar (spec: 1800 to the current year). */
export const currentYear = () => new Date().getUTCFullYear();

export const WINE_ADMIN_MESSAGES = {
  notFound: 'Wine asset not found.',
  facilityNotFound: 'Storage facility not found.',
  retired: 'This asset is retired; it can no longer be changed.',
  alreadyTokenized: 'This asset is already tokenized.',
  alreadyRetired: 'This asset is already retired.',
  vintageRange: `Vintage must be between ${VINTAGE_MIN} and the current year`,
  appraisedInFuture: 'The appraisal date cannot be in the future',
  nextAppraisalPast: 'Choose today or a later date',
  inspectionInFuture: 'The inspection date cannot be in the future',
  overCapacity: (free: number) => `Not enough room in this facility: ${free.toLocaleString('en-US')} bottles free`,
  capacityBelowOccupied: (occupied: number) =>
    `Capacity cannot be below the ${occupied.toLocaleString('en-US')} bottles stored here`,
  facilityNameTaken: 'Another facility already has this name',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** Dollars and cents as a decimal string (spec: step 0.01); never a float on the wire. */
const money = (label: string, { allowZero = false } = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d{1,12}(\.\d{1,2})?$/, `${label}: enter an amount in dollars with at most 2 decimals`)
    .refine((v) => allowZero || Number(v) > 0, `${label} must be more than 0`);

const isoDate = (label: string) => z.iso.date({ error: `${label}: enter a valid date` });

/** A missing number is "required"; one that is there but no finite number (`1e309`, text) says so. */
const requiredNumber =
  (label: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a finite number`;

const vintage = z
  .number({ error: requiredNumber('Vintage') })
  .int('Vintage must be a whole year')
  .min(VINTAGE_MIN, WINE_ADMIN_MESSAGES.vintageRange)
  .refine((v) => v <= currentYear(), WINE_ADMIN_MESSAGES.vintageRange);

/** Every WineAsset field of the spec an admin types (appreciation, tokenized and tokens come from data). */
export const WineAssetInputSchema = z.object({
  name: text('Name', 120),
  producer: text('Producer', 120),
  vintage,
  region: text('Region', 60),
  country: text('Country', 60),
  category: z.enum(WINE_CATEGORIES, { error: 'Choose a category' }),
  classification: z.string().trim().max(120, 'Classification is too long').default(''),
  bottleCount: z
    .number({ error: requiredNumber('Bottle count') })
    .int('Bottle count must be a whole number')
    .min(1, 'Bottle count must be at least 1')
    .max(10_000_000, 'Bottle count is too large'),
  bottleSize: z.enum(BOTTLE_SIZES, { error: 'Choose a bottle size' }),
  purchasePrice: money('Purchase price'),
  currentValue: money('Current value'),
  insuranceValue: money('Insurance value', { allowZero: true }),
  condition: z.enum(WINE_CONDITIONS, { error: 'Choose a condition' }),
  storageFacilityId: z.uuid('Choose a storage facility').nullable(),
  lastAppraisal: isoDate('Last appraisal').nullable().default(null),
  nextAppraisal: isoDate('Next appraisal').nullable().default(null),
  description: text('Description', 1000),
});
export type WineAssetInput = z.input<typeof WineAssetInputSchema>;

/**
 * Edit: the same fields except the value and appraisal dates, which change only through the
 * Appraisals tab (Update Value records the history, Schedule sets the next date).
 */
export const UpdateWineAssetSchema = WineAssetInputSchema.omit({
  currentValue: true,
  lastAppraisal: true,
  nextAppraisal: true,
});
export type UpdateWineAssetInput = z.input<typeof UpdateWineAssetSchema>;

export const WineAssetParamsSchema = z.object({ id: z.uuid('Unknown wine asset') });

export const AdminWineListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  category: z.enum(['all', ...WINE_CATEGORIES]).default('all'),
  region: z.string().trim().max(60, 'Region is too long').default('all'),
  status: z.enum(['active', 'retired', 'all']).default('active'),
});
export type AdminWineListQuery = z.input<typeof AdminWineListQuerySchema>;

export const AdminWineAssetSchema = WineAssetSchema.extend({
  appraisal_status: z.enum(APPRAISAL_STATUSES),
  /** Days until the next appraisal (negative when overdue), null when none is scheduled. */
  days_to_appraisal: z.number().int().nullable(),
  retired_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminWineAsset = z.infer<typeof AdminWineAssetSchema>;

export const AdminWineListSchema = z.object({
  items: z.array(AdminWineAssetSchema),
  /** Regions of the active assets, for the region filter. */
  regions: z.array(z.string()),
});
export type AdminWineList = z.infer<typeof AdminWineListSchema>;

/** The four tiles, the Tokenization metrics and the appraisal counts, over the active assets. */
export const AdminWineSummarySchema = z.object({
  portfolio_value: DecimalStringSchema,
  total_bottles: z.number().int(),
  avg_appreciation_pct: DecimalStringSchema,
  tokenized_assets: z.number().int(),
  asset_count: z.number().int(),
  tokenization: z.object({
    untokenized_assets: z.number().int(),
    tokens_issued: DecimalStringSchema,
    tokenized_value: DecimalStringSchema,
    untokenized_value: DecimalStringSchema,
    backing_ratio: DecimalStringSchema,
    reserve_value_usd: DecimalStringSchema,
    circulating_supply: DecimalStringSchema,
  }),
  appraisals: z.object({
    overdue: z.number().int(),
    due_soon: z.number().int(),
    current: z.number().int(),
    unscheduled: z.number().int(),
  }),
});
export type AdminWineSummary = z.infer<typeof AdminWineSummarySchema>;

export const ScheduleAppraisalSchema = z.object({ nextAppraisal: isoDate('Next appraisal') });
export type ScheduleAppraisalInput = z.input<typeof ScheduleAppraisalSchema>;

export const RecordAppraisalSchema = z.object({
  value: money('Appraised value'),
  appraiser: text('Appraiser', 120),
  appraisedOn: isoDate('Appraisal date'),
  note: z.string().trim().max(1000, 'Note is too long').default(''),
});
export type RecordAppraisalInput = z.input<typeof RecordAppraisalSchema>;

export const AppraisalSchema = z.object({
  id: z.string(),
  value: DecimalStringSchema,
  previous_value: DecimalStringSchema,
  change_pct: DecimalStringSchema,
  appraiser: z.string(),
  appraised_on: z.string(),
  note: z.string(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type Appraisal = z.infer<typeof AppraisalSchema>;
export const AppraisalHistorySchema = z.object({ items: z.array(AppraisalSchema) });
export type AppraisalHistory = z.infer<typeof AppraisalHistorySchema>;

/** The reserve right after a write, so the screen shows the new backing ratio at once. */
export const ReserveAfterSchema = z.object({
  backing_ratio: DecimalStringSchema,
  reserve_value_usd: DecimalStringSchema,
  circulating_supply: DecimalStringSchema,
});

export const RecordAppraisalResponseSchema = z.object({
  asset: AdminWineAssetSchema,
  appraisal: AppraisalSchema,
  reserves: ReserveAfterSchema,
});
export type RecordAppraisalResponse = z.infer<typeof RecordAppraisalResponseSchema>;

export const RetireWineAssetSchema = z.object({ reason: text('Reason', 500) });
export type RetireWineAssetInput = z.input<typeof RetireWineAssetSchema>;

export const StorageFacilityInputSchema = z.object({
  name: text('Name', 120),
  address: text('Address', 300),
  capacity: z
    .number({ error: requiredNumber('Capacity') })
    .int('Capacity must be a whole number of bottles')
    .min(1, 'Capacity must be at least 1 bottle')
    .max(10_000_000, 'Capacity is too large'),
  temperatureC: z
    .number({ error: requiredNumber('Temperature') })
    .min(-5, 'Temperature must be between -5 and 25 °C')
    .max(25, 'Temperature must be between -5 and 25 °C'),
  humidityPct: z
    .number({ error: requiredNumber('Humidity') })
    .min(0, 'Humidity must be between 0 and 100 %')
    .max(100, 'Humidity must be between 0 and 100 %'),
  securityLevel: text('Security level', 60),
  securityFeatures: z
    .array(z.string().trim().min(1).max(80, 'A feature is too long'))
    .max(12, 'At most 12 features')
    .default([]),
  lastInspection: isoDate('Last inspection'),
});
export type StorageFacilityInput = z.input<typeof StorageFacilityInputSchema>;

export const StorageFacilityParamsSchema = z.object({ id: z.uuid('Unknown storage facility') });

export const AdminStorageFacilitySchema = StorageFacilitySchema.extend({ asset_count: z.number().int() });
export type AdminStorageFacility = z.infer<typeof AdminStorageFacilitySchema>;
export const AdminStorageFacilityListSchema = z.object({ items: z.array(AdminStorageFacilitySchema) });
export type AdminStorageFacilityList = z.infer<typeof AdminStorageFacilityListSchema>;
