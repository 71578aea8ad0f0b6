import { z } from 'zod';
import type { LeafWire, ProofWire, StatementWire } from '../domain/reserve/reserve-wire';

const HEX32 = z.string().regex(/^[0-9a-f]{64}$/);
const CENTS = z.string().regex(/^(0|[1-9][0-9]*)$/);

/** One bottle's leaf (ADR 012). */
export const ReserveLeafSchema = z.strictObject({
  serial: z.string().min(1),
  wine_code: z.string(),
  facility: z.string(),
  value_cents: CENTS,
  salt: z.string(),
}) satisfies z.ZodType<LeafWire>;

/** A signed reserve statement with its canonical hash, Ed25519 signature and signing key (hex). */
export const ReserveStatementSchema = z.strictObject({
  sequence: z.number().int().positive(),
  issued_at: z.string(),
  source: z.string(),
  root: HEX32,
  total_value_cents: CENTS,
  bottle_count: z.number().int().nonnegative(),
  supply_vino: z.string(),
  backing_ratio: z.string(),
  previous_hash: HEX32,
  hash: HEX32,
  signature: z.string().regex(/^[0-9a-f]{128}$/),
  public_key: HEX32,
}) satisfies z.ZodType<StatementWire>;
export type ReserveStatementWire = z.infer<typeof ReserveStatementSchema>;

export const ReserveStatementsSchema = z.strictObject({ statements: z.array(ReserveStatementSchema) });

export const ReservePublicKeySchema = z.strictObject({ algorithm: z.literal('Ed25519'), public_key: HEX32 });
export type ReservePublicKey = z.infer<typeof ReservePublicKeySchema>;

/** The full leaf set of the latest statement, in serial order, for auditors and the CLI. */
export const ReserveLeafSetSchema = z.strictObject({
  statement_sequence: z.number().int().positive(),
  leaves: z.array(ReserveLeafSchema),
});

const ProofStepSchema = z.strictObject({ side: z.enum(['left', 'right']), hash: HEX32, sum: CENTS });

export const ReserveProofSchema = z.strictObject({
  statement: ReserveStatementSchema,
  leaf: ReserveLeafSchema,
  steps: z.array(ProofStepSchema),
}) satisfies z.ZodType<ProofWire>;
export type ReserveProof = z.infer<typeof ReserveProofSchema>;

export const ReserveSampleSchema = z.strictObject({ proofs: z.array(ReserveProofSchema) });

export const ReserveSerialParamsSchema = z.strictObject({ serial: z.string().min(1).max(64) });
export const ReserveSampleQuerySchema = z.strictObject({ count: z.coerce.number().int().min(1).max(50).default(20) });
