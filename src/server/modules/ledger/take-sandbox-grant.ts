import { SANDBOX_GRANT_LABEL } from '../../../contracts/ledger';
import { LEDGER_SCALE, type LedgerAsset } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import { createNotification } from '../../platform/notifications/notifications';
import { postEntry } from './post-entry';

/** Small, fixed test amounts: enough to try every market, too little to matter. */
export const SANDBOX_GRANT_AMOUNTS: readonly { asset: LedgerAsset; amount: bigint }[] = [
  { asset: 'USD', amount: parseDecimal('1000', LEDGER_SCALE) },
  { asset: 'VINO', amount: parseDecimal('1000', LEDGER_SCALE) },
  { asset: 'ETH', amount: parseDecimal('0.25', LEDGER_SCALE) },
  { asset: 'BTC', amount: parseDecimal('0.01', LEDGER_SCALE) },
  { asset: 'USDT', amount: parseDecimal('1000', LEDGER_SCALE) },
];

const grantAlreadyTaken = () =>
  new AppError(409, 'SANDBOX_GRANT_TAKEN', 'You have already taken your sandbox test funds today. Come back tomorrow.');

/**
 * Demo mode only: credits the user's daily sandbox test funds from the outside world. The entry's
 * reference is the user and the UTC day, so a second grant the same day (even racing the first)
 * is refused. Audit-logged and notified in the same transaction.
 */
export async function takeSandboxGrant(
  db: Database,
  input: { userId: string; now: Date; ipAddress?: string | null; requestId?: string | null },
): Promise<{ entryId: string }> {
  const day = input.now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const posted = await postEntry(tx, {
      kind: 'sandbox_grant',
      reference: `${input.userId}:${day}`,
      memo: SANDBOX_GRANT_LABEL,
      postings: SANDBOX_GRANT_AMOUNTS.flatMap(({ asset, amount }) => [
        { account: { system: 'external' as const }, asset, bucket: 'available' as const, amount: -amount },
        { account: { userId: input.userId }, asset, bucket: 'available' as const, amount },
      ]),
    });
    if (posted.replayed) throw grantAlreadyTaken();
    await writeAuditLog(tx, {
      actorUserId: input.userId,
      action: 'ledger.sandbox_grant',
      entityType: 'ledger_entry',
      entityId: posted.entryId,
      data: { day, label: SANDBOX_GRANT_LABEL },
      ipAddress: input.ipAddress ?? null,
      requestId: input.requestId ?? null,
    });
    await createNotification(tx, {
      userId: input.userId,
      type: 'sandbox_grant',
      title: SANDBOX_GRANT_LABEL,
      message: 'Test funds were added to your balances. They exist only in this demo.',
    });
    return { entryId: posted.entryId };
  });
}
