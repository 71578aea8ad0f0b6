import { REBALANCE_ASSETS, REBALANCE_THRESHOLD } from '../domain/rebalance';
import { DecimalStringSchema } from './common';
import { OrderFillSchema, OrderSideSchema } from './market';
import { z } from './zod';

/**
 * The portfolio rebalancer on the wire (investor spec sections 2, 3, 5 and 9): the user's targets,
 * threshold and auto-rebalance switch; the plan (assets table and actions); executing it (real market
 * orders) and the history of rebalances. Percentages and money are decimal strings.
 */

export const RebalanceAssetSchema = z.enum(REBALANCE_ASSETS);
export type RebalanceAsset = z.infer<typeof RebalanceAssetSchema>;

export const REBALANCER_MESSAGES = {
  targetsTotal: 'Targets must add up to 100%.',
  targetRange: 'Each target must be between 0 and 100 with at most 2 decimals.',
  thresholdRange: `The threshold must be between ${REBALANCE_THRESHOLD.min} and ${REBALANCE_THRESHOLD.max} in steps of ${REBALANCE_THRESHOLD.step}.`,
  nothingToDo: 'Your portfolio is within its targets: there is nothing to rebalance.',
  inProgress: 'This rebalance is still running.',
  idempotencyKey: 'Idempotency-Key must be 8 to 200 characters.',
} as const;

const PercentStringSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, REBALANCER_MESSAGES.targetRange)
  .refine((v) => Number(v) <= 100, REBALANCER_MESSAGES.targetRange);

export const RebalanceTargetsSchema = z.object(
  Object.fromEntries(REBALANCE_ASSETS.map((asset) => [asset, PercentStringSchema])) as Record<
    (typeof REBALANCE_ASSETS)[number],
    typeof PercentStringSchema
  >,
);
export type RebalanceTargets = z.infer<typeof RebalanceTargetsSchema>;

/** Threshold 1 to 15, step 0.5 (spec section 9); a number on the wire like the slider's value. */
export const RebalanceThresholdSchema = z
  .number({ error: REBALANCER_MESSAGES.thresholdRange })
  .min(REBALANCE_THRESHOLD.min, REBALANCER_MESSAGES.thresholdRange)
  .max(REBALANCE_THRESHOLD.max, REBALANCER_MESSAGES.thresholdRange)
  .refine((v) => Number.isInteger(v / REBALANCE_THRESHOLD.step), REBALANCER_MESSAGES.thresholdRange);

export const RebalancerSettingsSchema = z.object({
  targets: RebalanceTargetsSchema,
  threshold: RebalanceThresholdSchema,
  autoRebalance: z.boolean(),
});
export type RebalancerSettings = z.infer<typeof RebalancerSettingsSchema>;

/** PUT body: every field; the targets must add up to exactly 100 (checked in cents, no floats). */
export const SaveRebalancerSettingsRequestSchema = RebalancerSettingsSchema.superRefine((value, ctx) => {
  const cents = Object.values(value.targets).reduce((sum, v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return sum + Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  }, 0);
  if (cents !== 10_000) ctx.addIssue({ code: 'custom', path: ['targets'], message: REBALANCER_MESSAGES.targetsTotal });
});

export const DEVIATION_LEVELS = ['green', 'yellow', 'red'] as const;

/** A row of the assets table (the spec's portfolio asset). */
export const PortfolioAssetSchema = z.object({
  asset: RebalanceAssetSchema,
  /** Display symbol: VINO, VINO-STOCK, ETH, USDT, BTC, USD. */
  symbol: z.string(),
  balance: DecimalStringSchema,
  /** USD per unit; null when no price is known here (the stock). */
  priceUsd: DecimalStringSchema.nullable(),
  valueUsd: DecimalStringSchema,
  allocation: DecimalStringSchema,
  target: DecimalStringSchema,
  deviation: DecimalStringSchema,
  deviationLevel: z.enum(DEVIATION_LEVELS),
  /** False for the stock: it cannot be traded on this platform ("needs manual action"). */
  isTradeable: z.boolean(),
  needsAction: z.boolean(),
});
export type PortfolioAsset = z.infer<typeof PortfolioAssetSchema>;

/** The spec's rebalance action: asset, action (buy or sell), amount, value. */
export const RebalanceActionSchema = z.object({
  asset: RebalanceAssetSchema,
  action: OrderSideSchema,
  /** Units of the asset; null when it has no price here. */
  amount: DecimalStringSchema.nullable(),
  valueUsd: DecimalStringSchema,
  /** True for the stock: bought or sold by hand, outside this platform. */
  needsManualAction: z.boolean(),
});
export type RebalanceAction = z.infer<typeof RebalanceActionSchema>;

/** A market order the plan will place: VINO bought or sold on a pair. */
export const PlannedOrderSchema = z.object({
  market: z.string(),
  side: OrderSideSchema,
  /** VINO amount. */
  amount: DecimalStringSchema,
  /** The asset traded against VINO (USD for the cash residual). */
  forAsset: z.string(),
  valueUsd: DecimalStringSchema,
});
export type PlannedOrder = z.infer<typeof PlannedOrderSchema>;

export const RebalancePlanSchema = z.object({
  settings: RebalancerSettingsSchema,
  totalValueUsd: DecimalStringSchema,
  assets: z.array(PortfolioAssetSchema),
  actions: z.array(RebalanceActionSchema),
  orders: z.array(PlannedOrderSchema),
  /** VINO/USD price the plan used. */
  vinoPriceUsd: DecimalStringSchema,
  asOf: z.string(),
});
export type RebalancePlan = z.infer<typeof RebalancePlanSchema>;

export const ExecutedOrderSchema = PlannedOrderSchema.extend({
  orderId: z.string().nullable(),
  /** The order's status, or "refused" when the market did not take it. */
  status: z.string(),
  filledAmount: DecimalStringSchema,
  fills: z.array(OrderFillSchema),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type ExecutedOrder = z.infer<typeof ExecutedOrderSchema>;

export const REBALANCE_STATUSES = ['running', 'completed', 'partial', 'failed'] as const;

/** The spec's rebalance record: id, timestamp, actions, totalValue, threshold (+ the orders placed). */
export const RebalanceRecordSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  trigger: z.enum(['manual', 'auto']),
  status: z.enum(REBALANCE_STATUSES),
  totalValueUsd: DecimalStringSchema,
  threshold: DecimalStringSchema,
  actions: z.array(RebalanceActionSchema),
  orders: z.array(ExecutedOrderSchema),
});
export type RebalanceRecord = z.infer<typeof RebalanceRecordSchema>;

export const RebalanceHistorySchema = z.object({ rebalances: z.array(RebalanceRecordSchema) });
export type RebalanceHistory = z.infer<typeof RebalanceHistorySchema>;

export const ExecuteRebalanceResponseSchema = z.object({ rebalance: RebalanceRecordSchema, replayed: z.boolean() });
export type ExecuteRebalanceResponse = z.infer<typeof ExecuteRebalanceResponseSchema>;
