import { signStatement, verifyStatementSignature } from './reserve-statement';
import { statementFromWire, type CosignatureWire, type StatementWire } from './reserve-wire';

/** An auditor's key as the platform publishes it (ADR 012, `GET /api/v1/reserve/public-key`). */
export interface AuditorKey {
  name: string;
  public_key: string;
}

/** The source the page shows: the platform's own appraisal, or the auditors whose co-signatures verify. */
export const PLATFORM_APPRAISAL = 'platform-appraisal';

/**
 * An auditor co-signs exactly the bytes the platform signed (the canonical text), with their own
 * Ed25519 key: anyone holding the statement can check both signatures the same way.
 */
export function cosignStatement(statement: StatementWire, auditorPrivateKey: CryptoKey): Promise<string> {
  return signStatement(statementFromWire(statement), auditorPrivateKey);
}

/**
 * Why a co-signature fails, or null when it holds: it must be by a published auditor key (under the
 * name published with it) and verify over the statement's canonical bytes.
 */
export async function cosignatureProblem(
  statement: StatementWire,
  cosignature: Pick<CosignatureWire, 'auditor' | 'public_key' | 'signature'>,
  auditors: readonly AuditorKey[],
): Promise<string | null> {
  const published = auditors.find((a) => a.public_key === cosignature.public_key);
  if (!published) return `statement ${statement.sequence}: co-signed by a key that is not a published auditor's`;
  if (published.name !== cosignature.auditor)
    return `statement ${statement.sequence}: co-signature names "${cosignature.auditor}", the key is ${published.name}'s`;
  const ok = await verifyStatementSignature(statementFromWire(statement), cosignature.signature, cosignature.public_key);
  return ok ? null : `statement ${statement.sequence}: ${published.name}'s co-signature does not verify`;
}
