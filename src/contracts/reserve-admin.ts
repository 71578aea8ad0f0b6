import { z } from 'zod';

const UsdSchema = z.string().regex(/^(0|[1-9][0-9]{0,15})(\.[0-9]{1,2})?$/, 'a dollar amount with up to 2 decimals');
const SerialsSchema = z.array(z.string().min(1).max(64)).min(1).max(5_000);

/**
 * A change to the reserve, proposed by one admin and applied only when another approves it:
 * a new appraisal (value per bottle of an asset's held bottles), a write-off of named bottles, or a
 * warehouse manifest (CSV) reconciled against the register, or the tokenisation of an asset.
 */
export const CreateReserveProposalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('appraisal'), wine_asset_id: z.uuid(), value_usd_per_bottle: UsdSchema }),
  z.strictObject({
    kind: z.literal('write_off'),
    wine_asset_id: z.uuid(),
    serials: SerialsSchema,
    reason: z.string().trim().min(3).max(500),
  }),
  z.strictObject({
    kind: z.literal('manifest_import'),
    wine_asset_id: z.uuid(),
    csv: z.string().min(1).max(1_000_000),
  }),
  // Tokenisation of an untokenized asset: on approval its bottles join the register and VINO is
  // minted for its value, through the secure-mint gate.
  z.strictObject({ kind: z.literal('tokenisation'), wine_asset_id: z.uuid() }),
]);
export type CreateReserveProposal = z.infer<typeof CreateReserveProposalSchema>;

export const ManifestReconciliationSchema = z.strictObject({
  missing: z.array(z.string()),
  extra: z.array(z.string()),
  moved: z.array(z.strictObject({ serial: z.string(), from: z.string(), to: z.string() })),
  mislabelled: z.array(z.strictObject({ serial: z.string(), register: z.string(), manifest: z.string() })),
});

export const RESERVE_PROPOSAL_KINDS = ['appraisal', 'write_off', 'manifest_import', 'tokenisation'] as const;
export type ReserveProposalKind = (typeof RESERVE_PROPOSAL_KINDS)[number];

export const ReserveProposalSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(RESERVE_PROPOSAL_KINDS),
  wine_asset_id: z.uuid(),
  /** The asset's name and vintage, e.g. "Château Margaux 2015". */
  wine_asset_name: z.string(),
  summary: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  proposed_by: z.string(),
  proposed_by_name: z.string(),
  proposed_at: z.string(),
  decided_by: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Whether the admin asking may approve or reject it: pending and proposed by someone else. */
  can_decide: z.boolean(),
  reconciliation: ManifestReconciliationSchema.nullable(),
});
export type ReserveProposal = z.infer<typeof ReserveProposalSchema>;

export const ReserveProposalListSchema = z.strictObject({ proposals: z.array(ReserveProposalSchema) });
/** How many decided proposals the history shows, the latest first. */
export const RESERVE_PROPOSAL_HISTORY_LIMIT = 50;
export const ReserveProposalParamsSchema = z.strictObject({ id: z.uuid() });

/** Bottles handed over to a member for a redemption: they leave the reserve (audited, re-attested). */
export const ReleaseBottlesSchema = z.strictObject({
  wine_asset_id: z.uuid(),
  serials: SerialsSchema,
  redemption_reference: z.string().trim().min(1).max(100),
});
export const ReleaseBottlesResultSchema = z.strictObject({ released: z.number().int() });
