import { INVESTOR_STATUSES, type InvestorStatus, type ManagedUser } from '../../../contracts/admin-users';
import type { ProfileRow } from '../profiles/profiles-module';

/** investor_status is free text in the table; anything unknown reads as none. */
export function toInvestorStatus(value: string): InvestorStatus {
  return (INVESTOR_STATUSES as readonly string[]).includes(value) ? (value as InvestorStatus) : 'none';
}

/** The spec's managed user from a profile and the person's two aggregates (none: null). */
export function toManagedUser(
  row: Pick<
    ProfileRow,
    | 'id'
    | 'email'
    | 'fullName'
    | 'role'
    | 'investorStatus'
    | 'kycStatus'
    | 'createdAt'
    | 'riskTolerance'
    | 'preferences'
  >,
  aggregates: { totalInvestment: string | null; lastLogin: string | Date | null },
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
    lastLogin: aggregates.lastLogin === null ? null : new Date(aggregates.lastLogin).toISOString(),
    totalInvestment: aggregates.totalInvestment ?? '0',
    country: typeof country === 'string' && country ? country : null,
    riskProfile: row.riskTolerance,
  };
}
