import { ADMIN_USER_MESSAGES, type AdminUserDetail } from '../../../contracts/admin-users';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { findProfileById } from '../profiles/profiles-module';
import { findBalances, findRecentOrders, findRecentPayments } from '../reporting/reporting-module';
import { findAuditTrail, findAuthUser, findLiveSessions } from './admin-users-repository';
import { withAggregates } from './find-admin-users';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The detail modal: profile, balances, orders, payments, live sessions, the account's audit trail. */
export async function getAdminUser(db: Executor, id: string, now: Date): Promise<AdminUserDetail> {
  const profile = await findProfileById(db, id);
  if (!profile) throw notFound(ADMIN_USER_MESSAGES.notFound);
  const [[managed], auth, balances, orderRows, paymentRows, sessions, audit] = await Promise.all([
    withAggregates(db, [profile]),
    findAuthUser(db, id),
    findBalances(db, id),
    findRecentOrders(db, id),
    findRecentPayments(db, id),
    findLiveSessions(db, id, now),
    findAuditTrail(db, id),
  ]);
  return {
    user: {
      ...managed!,
      phone: profile.phone,
      company: profile.company,
      emailVerified: auth?.emailVerified ?? false,
      twoFactorEnabled: auth?.twoFactorEnabled ?? false,
      updatedAt: profile.updatedAt.toISOString(),
    },
    balances,
    orders: orderRows.map((o) => ({
      id: o.id,
      market: o.market,
      side: o.side,
      type: o.type,
      status: o.status,
      price: o.price,
      quantity: o.quantity,
      filledQuantity: o.filledQuantity,
      createdAt: o.createdAt.toISOString(),
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      description: p.description,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      paymentMethod: p.paymentMethod,
      createdAt: p.createdAt.toISOString(),
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastActiveAt: s.updatedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    auditTrail: audit.map((a) => ({ ...a, id: Number(a.id), createdAt: iso(a.createdAt) })),
  };
}
