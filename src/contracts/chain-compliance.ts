/**
 * The compliance officer's view and actions on the platform's own VINO contract (docs/chain.md):
 * Admin → System Settings → Blockchain. The status answers `configured: false` when no chain is
 * configured; the actions are then refused.
 */
import { z } from 'zod';

export const chainComplianceApiPaths = {
  status: '/api/v1/admin/chain/compliance',
  actions: '/api/v1/admin/chain/compliance/actions',
} as const;

const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an Ethereum address (0x and 40 hex digits)');

export const ChainComplianceStatusSchema = z.discriminatedUnion('configured', [
  z.strictObject({ configured: z.literal(false) }),
  z.strictObject({
    configured: z.literal(true),
    chain_id: z.number().int(),
    token: AddressSchema,
    attestation: AddressSchema,
    custody: AddressSchema,
    paused: z.boolean(),
    /** VINO with 18 decimals, as decimal text. */
    total_supply: z.string(),
    custody_balance: z.string(),
    latest_statement: z
      .strictObject({ sequence: z.number().int(), attested_at: z.string(), total_value_usd: z.string() })
      .nullable(),
    max_statement_age_seconds: z.number().int(),
  }),
]);
export type ChainComplianceStatus = z.infer<typeof ChainComplianceStatusSchema>;

export const CHAIN_ADDRESS_ACTIONS = ['freeze', 'unfreeze', 'allow', 'disallow'] as const;
export const CHAIN_TOKEN_ACTIONS = ['pause', 'unpause'] as const;
export type ChainComplianceActionName = (typeof CHAIN_ADDRESS_ACTIONS)[number] | (typeof CHAIN_TOKEN_ACTIONS)[number];

export const ChainComplianceActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.enum(CHAIN_TOKEN_ACTIONS) }),
  z.strictObject({ action: z.enum(CHAIN_ADDRESS_ACTIONS), address: AddressSchema }),
]);
export type ChainComplianceAction = z.infer<typeof ChainComplianceActionSchema>;

export const ChainComplianceResultSchema = z.strictObject({
  action: z.enum([...CHAIN_TOKEN_ACTIONS, ...CHAIN_ADDRESS_ACTIONS]),
  address: AddressSchema.nullable(),
  tx_hash: z.string().regex(/^0x[0-9a-f]{64}$/),
  block_number: z.number().int(),
});
export type ChainComplianceResult = z.infer<typeof ChainComplianceResultSchema>;

export const CHAIN_COMPLIANCE_ERROR_CODES = {
  notConfigured: 'CHAIN_NOT_CONFIGURED',
  reverted: 'CHAIN_REVERTED',
  unavailable: 'CHAIN_UNAVAILABLE',
} as const;

export const CHAIN_COMPLIANCE_MESSAGES = {
  notConfigured: 'No VINO contract configured',
  unavailable: 'The VINO chain could not be reached; nothing was changed. Please try again.',
  reverted: (reason: string) => `The VINO contract refused this (${reason}); nothing was changed.`,
} as const;
