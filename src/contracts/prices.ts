import { z } from './zod';
import { DecimalStringSchema } from './common';

/**
 * A quote with where it came from: 'exchange' for the VINO/USD last trade on the internal exchange,
 * 'reference' for the seeded reference row (shown with its label, e.g. "Delayed reference data").
 */
export const QuoteSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: DecimalStringSchema,
  change_pct: DecimalStringSchema,
  market_cap: DecimalStringSchema,
  pe_ratio: DecimalStringSchema.nullable(),
  dividend_yield_pct: DecimalStringSchema.nullable(),
  staking_apy_pct: DecimalStringSchema.nullable(),
  ytd_performance_pct: DecimalStringSchema,
  source: z.enum(['exchange', 'reference']),
  source_label: z.string(),
  as_of: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const PricesSchema = z.object({ token: QuoteSchema, stock: QuoteSchema });
export type Prices = z.infer<typeof PricesSchema>;
