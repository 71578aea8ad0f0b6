import { z } from './zod';
import { DecimalStringSchema } from './common';

/** Platform metrics object (core spec section 3), computed from the database. */
export const PlatformMetricsSchema = z.object({
  total_users: z.number().int(),
  new_users_today: z.number().int(),
  active_users_24h: z.number().int(),
  total_revenue: DecimalStringSchema,
  revenue_24h: DecimalStringSchema,
  total_transactions: z.number().int(),
  transactions_today: z.number().int(),
  total_wine_value: DecimalStringSchema,
  total_staked: DecimalStringSchema,
  active_stakers: z.number().int(),
  /** VINO locked in the protocol: active stakes plus the staking rewards pool (ledger system accounts). */
  total_value_locked_vino: DecimalStringSchema,
  /** People holding VINO: a positive balance or an active stake (the platform's own accounts excluded). */
  token_holders: z.number().int(),
  backing_ratio: DecimalStringSchema,
  last_updated: z.string(),
});
export type PlatformMetrics = z.infer<typeof PlatformMetricsSchema>;

/**
 * Backing of the token: wine reserve value over VINO in circulation at USD 1, as the latest signed
 * reserve statement attests it (ADR 012), not as the platform's tables read now. `basis` says which:
 * 'attested' (the statement's figures) or 'live' (no statement signed yet, the platform's own figures).
 */
export const ReservesSchema = z.object({
  /** Percent with one decimal, from the statement's value and supply. */
  backing_ratio: DecimalStringSchema,
  reserve_value_usd: DecimalStringSchema,
  circulating_supply: DecimalStringSchema,
  /** Assets backing the token now (the statement commits to bottles, not assets). */
  backing_asset_count: z.number().int(),
  bottle_count: z.number().int(),
  basis: z.enum(['attested', 'live']),
  /** When the figures were established: the statement's signing time, or now when live. */
  last_updated: z.string(),
  /** The latest signed statement: its sequence, time, age when served, source, value and ratio. */
  attestation: z
    .object({
      sequence: z.number().int(),
      issued_at: z.string(),
      age_seconds: z.number().int().nonnegative(),
      source: z.string(),
      reserve_value_usd: DecimalStringSchema,
      backing_ratio: z.string(),
    })
    .nullable(),
});
export type Reserves = z.infer<typeof ReservesSchema>;

/** Presale offer and its real counters (investors, funds raised). */
export const PresaleSchema = z.object({
  price_usd: DecimalStringSchema,
  launch_price_usd: DecimalStringSchema,
  discount_percent: z.number().int(),
  ends_at: z.string(),
  investors: z.number().int(),
  funds_raised_usd: DecimalStringSchema,
});
export type Presale = z.infer<typeof PresaleSchema>;
