import { INVESTOR_STATUSES, type InvestorStatus, type ManagedUser } from '../../../contracts/admin-users';
import type { ProfileRow } from '../profiles/profiles-module';

/** investor_status is free text in the table; anything unknown reads as none. */
export function toInvestorStatus(value: string): InvestorStatus {
  return (INVESTOR_STATUSES as readonly string[]).includes(value) ? (value as InvestorStatus) : 'none';
}

/** The spec's managed user from a profile and the page's aggregates. */
export function toManagedUser(
  row: ProfileRow,
  aggregates: { totals: Map<string, string>; lastLogins: Map<string, Date> },
): ManagedUser {
  const country = row.preferences['country'];
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    investorStatus: toInvestorStatus(row.investorStatus),
    kycStatus: row.kycStatus,
    registrationDate: row.createdAt.toISOString(),
    lastLogin: aggregates.lastLogins.get(row.id)?.toISOString() ?? null,
    totalInvestment: aggregates.totals.get(row.id) ?? '0',
    country: typeof country === 'string' && country ? country : null,
    riskProfile: row.riskTolerance,
  };
}
