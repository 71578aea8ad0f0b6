import type { CreateReserveCosignature } from '../../../contracts/reserve';
import { cosignatureProblem } from '../../../domain/reserve/reserve-cosignature';
import type { StatementWire } from '../../../domain/reserve/reserve-wire';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import type { Actor } from './propose-reserve-change';
import type { ReserveContext } from './reserve-context';
import { findStatement, insertCosignature } from './reserve-repository';

/**
 * Adds an auditor's co-signature to a published statement: only by a key the platform publishes as an
 * auditor's (RESERVE_AUDITOR_PUBLIC_KEYS), only when it verifies over the statement's canonical bytes
 * (ADR 012), once per auditor. The admin who uploads it is audited; the statement itself never changes.
 */
export async function cosignStatement(
  ctx: ReserveContext,
  sequence: number,
  input: CreateReserveCosignature,
  actor: Actor,
): Promise<StatementWire> {
  const statement = await findStatement(ctx.db, sequence);
  if (!statement) throw new AppError(404, 'NO_RESERVE_STATEMENT', `There is no reserve statement ${sequence}.`);
  const auditor = ctx.auditors.find((a) => a.public_key === input.public_key);
  if (!auditor)
    throw new AppError(422, 'UNKNOWN_AUDITOR', 'This key is not one of the published auditor keys.', {
      public_key: 'Not a published auditor key.',
    });
  const cosignature = { auditor: auditor.name, public_key: input.public_key, signature: input.signature };
  if (await cosignatureProblem(statement, cosignature, ctx.auditors))
    throw new AppError(422, 'INVALID_COSIGNATURE', `The co-signature does not verify over statement ${sequence}.`, {
      signature: 'Does not verify with this auditor key.',
    });
  await ctx.db.transaction(async (tx) => {
    if (!(await insertCosignature(tx, sequence, cosignature, actor.userId)))
      throw new AppError(409, 'ALREADY_COSIGNED', `${auditor.name} has already co-signed statement ${sequence}.`);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'reserve.statement.cosign',
      entityType: 'reserve_statement',
      entityId: String(sequence),
      data: { auditor: auditor.name, publicKey: input.public_key, statementHash: statement.hash },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
  });
  ctx.log.info({ sequence, auditor: auditor.name }, 'reserve statement co-signed');
  await ctx.events.emit('reserve.changed', {});
  return (await findStatement(ctx.db, sequence))!;
}
