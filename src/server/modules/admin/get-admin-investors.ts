import {
  HIGH_VALUE_INVESTMENT_USD,
  HIGH_VALUE_LIST_MAX,
  TOP_INVESTORS_COUNT,
  type AdminInvestors,
  type InvestorSummary,
} from '../../../contracts/admin-users';
import type { Executor } from '../../db/client';
import { toInvestorStatus } from './admin-users-mapper';
import { countInvestorsAbove, findInvestors, type InvestorRow } from '../reporting/reporting-module';

const toSummary = (row: InvestorRow): InvestorSummary => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  investorStatus: toInvestorStatus(row.investorStatus),
  totalInvestment: row.total,
  purchases: Number(row.purchases),
});

/** Investors: the top 5 by total investment and the high-value ones (above 50 000), from real purchases. */
export async function getAdminInvestors(db: Executor): Promise<AdminInvestors> {
  const [top, highValue, highValueCount] = await Promise.all([
    findInvestors(db, { limit: TOP_INVESTORS_COUNT }),
    findInvestors(db, { limit: HIGH_VALUE_LIST_MAX, above: HIGH_VALUE_INVESTMENT_USD }),
    countInvestorsAbove(db, HIGH_VALUE_INVESTMENT_USD),
  ]);
  return {
    top: top.map(toSummary),
    highValue: highValue.map(toSummary),
    highValueCount,
    highValueThreshold: HIGH_VALUE_INVESTMENT_USD,
  };
}
