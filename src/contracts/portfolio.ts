import { LedgerAssetSchema } from './ledger';
import { DecimalStringSchema } from './common';
import { z } from './zod';

/** One ledger asset of the user valued in USD at the exchange's last prices. */
export const PortfolioHoldingSchema = z.object({
  asset: LedgerAssetSchema,
  amount: DecimalStringSchema,
  /** USD per unit; null when no price is known for the asset. */
  priceUsd: DecimalStringSchema.nullable(),
  valueUsd: DecimalStringSchema,
});

/**
 * GET /api/v1/me/portfolio: ledger balances valued at market prices, and the performance of the
 * user's own VINO trades: net VINO traded (bought − sold) valued now against the net USD paid for it
 * (cost of VINO bought − proceeds of VINO sold). VINO from other sources (purchases, grants) is not
 * part of the trading performance.
 */
export const PortfolioResponseSchema = z.object({
  holdings: z.array(PortfolioHoldingSchema),
  totalValueUsd: DecimalStringSchema,
  vinoTokens: DecimalStringSchema,
  vinoPriceUsd: DecimalStringSchema,
  performance: z.object({
    buyCount: z.number().int(),
    sellCount: z.number().int(),
    vinoBought: DecimalStringSchema,
    vinoSold: DecimalStringSchema,
    netInvestedUsd: DecimalStringSchema,
    /** (vinoBought − vinoSold) at today's VINO/USD price. */
    netVinoValueUsd: DecimalStringSchema,
    /** netVinoValueUsd − netInvestedUsd; null when the user has no trades. */
    profitUsd: DecimalStringSchema.nullable(),
  }),
  asOf: z.string(),
});
export type PortfolioResponse = z.infer<typeof PortfolioResponseSchema>;
