import { DecimalStringSchema } from './common';
import { MarketIdSchema } from './market';
import { z } from './zod';

export const PRICE_ALERT_DIRECTIONS = ['above', 'below'] as const;

/** POST /api/v1/me/price-alerts: notify me once when `market`'s last price goes above / below `price`. */
export const CreatePriceAlertRequestSchema = z
  .object({
    market: MarketIdSchema,
    direction: z.enum(PRICE_ALERT_DIRECTIONS),
    price: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,18})?$/, 'Please enter a valid price')
      .refine((v) => Number(v) > 0, 'Please enter a valid price'),
  })
  .strict();
export type CreatePriceAlertRequest = z.infer<typeof CreatePriceAlertRequestSchema>;

export const PriceAlertSchema = z.object({
  id: z.string(),
  market: MarketIdSchema,
  direction: z.enum(PRICE_ALERT_DIRECTIONS),
  price: DecimalStringSchema,
  createdAt: z.string(),
  /** Null while the alert is active. */
  triggeredAt: z.string().nullable(),
  triggeredPrice: DecimalStringSchema.nullable(),
});
export type PriceAlert = z.infer<typeof PriceAlertSchema>;

export const PriceAlertListSchema = z.object({ items: z.array(PriceAlertSchema) });
export type PriceAlertList = z.infer<typeof PriceAlertListSchema>;

export const PriceAlertParamsSchema = z.object({ id: z.uuid('Unknown price alert') });

/** A user keeps at most this many active alerts. */
export const MAX_ACTIVE_PRICE_ALERTS = 20;
