import { z } from 'zod';
import type { AuditorKey } from '../domain/reserve/reserve-cosignature';
import type { CosignatureWire, LeafWire, ProofWire, StatementWire } from '../domain/reserve/reserve-wire';

const HEX32 = z.string().regex(/^[0-9a-f]{64}$/);
const SIGNATURE = z.string().regex(/^[0-9a-f]{128}$/);
const CENTS = z.string().regex(/^(0|[1-9][0-9]*)$/);

/** One bottle's leaf (ADR 012). */
export const ReserveLeafSchema = z.strictObject({
  serial: z.string().min(1),
  wine_code: z.string(),
  facility: z.string(),
  value_cents: CENTS,
  salt: z.string(),
}) satisfies z.ZodType<LeafWire>;

/** An auditor's Ed25519 co-signature over a statement's canonical bytes (ADR 012). */
export const ReserveCosignatureSchema = z.strictObject({
  auditor: z.string().min(1),
  public_key: HEX32,
  signature: SIGNATURE,
  added_at: z.string(),
}) satisfies z.ZodType<CosignatureWire>;

/**
 * A signed reserve statement with its canonical hash, Ed25519 signature and signing key (hex), and
 * the auditors' co-signatures added since.
 */
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
  signature: SIGNATURE,
  public_key: HEX32,
  cosignatures: z.array(ReserveCosignatureSchema),
}) satisfies z.ZodType<StatementWire>;
export type ReserveStatementWire = z.infer<typeof ReserveStatementSchema>;

export const ReserveStatementsSchema = z.strictObject({ statements: z.array(ReserveStatementSchema) });

const AuditorKeySchema = z.strictObject({ name: z.string().min(1), public_key: HEX32 }) satisfies z.ZodType<AuditorKey>;

/** The platform's statement key and the auditors' keys whose co-signatures it accepts (all Ed25519). */
export const ReservePublicKeySchema = z.strictObject({
  algorithm: z.literal('Ed25519'),
  public_key: HEX32,
  auditors: z.array(AuditorKeySchema),
});
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

export const ReserveStatementParamsSchema = z.strictObject({ sequence: z.coerce.number().int().positive() });

/** An auditor's co-signature as their offline tool prints it; the auditor's name is the published one. */
export const CreateReserveCosignatureSchema = z.strictObject({ public_key: HEX32, signature: SIGNATURE });
export type CreateReserveCosignature = z.infer<typeof CreateReserveCosignatureSchema>;
