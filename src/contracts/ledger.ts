import { ASSETS } from '../domain/exchange/markets';
import { DecimalStringSchema } from './common';
import { z } from './zod';

/** The label of the demo-mode daily grant, shown in the journal and the response. */
export const SANDBOX_GRANT_LABEL = 'Sandbox test funds';

export const LedgerAssetSchema = z.enum(ASSETS);

/** One asset's balance; amounts are decimal strings at the ledger scale (18 decimals). */
export const BalanceSchema = z.object({
  asset: LedgerAssetSchema,
  available: DecimalStringSchema,
  held: DecimalStringSchema,
  total: DecimalStringSchema,
});
export type Balance = z.infer<typeof BalanceSchema>;

/** Every asset is listed, zero included. */
export const BalancesResponseSchema = z.object({ balances: z.array(BalanceSchema) });
export type BalancesResponse = z.infer<typeof BalancesResponseSchema>;

export const LedgerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One journal entry as its owner sees it: only the lines on their own accounts. */
export const LedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  memo: z.string(),
  createdAt: z.string(),
  postings: z.array(
    z.object({ asset: LedgerAssetSchema, bucket: z.enum(['available', 'held']), amount: DecimalStringSchema }),
  ),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LedgerPageSchema = z.object({
  items: z.array(LedgerEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

export const SandboxGrantResponseSchema = z.object({
  label: z.literal(SANDBOX_GRANT_LABEL),
  entryId: z.string(),
  amounts: z.array(z.object({ asset: LedgerAssetSchema, amount: DecimalStringSchema })),
  balances: z.array(BalanceSchema),
});
export type SandboxGrantResponse = z.infer<typeof SandboxGrantResponseSchema>;
