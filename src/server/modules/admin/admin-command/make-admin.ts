import type { Database, Transaction } from '../../../db/client';
import { writeAuditLog } from '../../../platform/audit-log';
import {
  findUserByEmail,
  insertVerifiedUser,
  markEmailVerified,
  type UserRow,
} from '../../../platform/auth/verified-user';
import { grantAdminRole } from '../../profiles/profiles-module';

export interface AdminAccountResult {
  userId: string;
  email: string;
  outcome: 'created' | 'promoted' | 'unchanged';
}

/** Who made the change, in the audit row: nobody signed in, the operator at the server's shell. */
const VIA = 'admin command';

/**
 * `admin create`: the account with this address, created if missing (its address counts as
 * verified, no password yet), made admin. Running it again changes nothing more.
 */
export async function createAdminAccount(
  db: Database,
  input: { email: string; name: string },
): Promise<AdminAccountResult> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) return makeAdmin(tx, existing);
    const created = await insertVerifiedUser(tx, input);
    await grantAdminRole(tx, created);
    await writeAuditLog(tx, {
      actorUserId: null,
      action: 'admin.account.create',
      entityType: 'user',
      entityId: created.id,
      data: { email: created.email, role: 'admin', via: VIA },
    });
    return { userId: created.id, email: created.email, outcome: 'created' };
  });
}

/** `admin promote`: an existing account made admin (its address then counts as verified); null if there is none. */
export async function promoteToAdmin(db: Database, email: string): Promise<AdminAccountResult | null> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    return existing ? makeAdmin(tx, existing) : null;
  });
}

async function makeAdmin(tx: Transaction, account: UserRow): Promise<AdminAccountResult> {
  const { previousRole } = await grantAdminRole(tx, account);
  if (previousRole === 'admin' && account.emailVerified)
    return { userId: account.id, email: account.email, outcome: 'unchanged' };
  if (!account.emailVerified) await markEmailVerified(tx, account.id);
  await writeAuditLog(tx, {
    actorUserId: null,
    action: 'admin.user.promote',
    entityType: 'user',
    entityId: account.id,
    data: {
      email: account.email,
      before: { role: previousRole, emailVerified: account.emailVerified },
      after: { role: 'admin', emailVerified: true },
      via: VIA,
    },
  });
  return { userId: account.id, email: account.email, outcome: 'promoted' };
}
