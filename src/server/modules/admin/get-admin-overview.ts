import type { ActivityItem, AdminOverview } from '../../../contracts/admin-overview';
import { APPRAISAL_DUE_SOON_DAYS, LARGE_TRANSACTION_USD } from '../../../domain/admin/system-alert-rules';
import { parseDecimal, percentage } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { getPlatformMetrics } from '../metrics/metrics-module';
import {
  countWaitingKyc,
  findRecentKycSubmissions,
  readDailySignups,
  readRecentLargeTransactions,
  readRecentRegistrations,
  readRevenueBySource,
  readTileCounts,
} from '../reporting/reporting-module';
import { toSystemAlert } from './system-alert-mapper';
import { countOpenAlerts, findAlerts } from './system-alerts-repository';

const GROWTH_DAYS = 7;
const ACTIVITY_ITEMS = 10;
const OPEN_ALERTS_SHOWN = 20;

const REVENUE_LABELS: Record<string, string> = {
  token_purchase: 'token purchase',
  staking_fee: 'staking fee',
  trading_fee: 'trading fee',
  premium_service: 'premium service',
};

const iso = (pgTimestamp: string) => new Date(pgTimestamp).toISOString();

/** The admin overview dashboard, every figure computed from the database (issue 12). */
export async function getAdminOverview(db: Executor): Promise<AdminOverview> {
  const [
    metrics,
    alertCounts,
    signups,
    revenue,
    registrations,
    largeTx,
    kycCases,
    alerts,
    openAlerts,
    tiles,
    pendingKyc,
  ] = await Promise.all([
    getPlatformMetrics(db),
    countOpenAlerts(db),
    readDailySignups(db, GROWTH_DAYS),
    readRevenueBySource(db),
    readRecentRegistrations(db, ACTIVITY_ITEMS),
    readRecentLargeTransactions(db, LARGE_TRANSACTION_USD, ACTIVITY_ITEMS),
    findRecentKycSubmissions(db, ACTIVITY_ITEMS),
    findAlerts(db, { status: 'all', limit: ACTIVITY_ITEMS }),
    findAlerts(db, { status: 'open', limit: OPEN_ALERTS_SHOWN }),
    readTileCounts(db, APPRAISAL_DUE_SOON_DAYS),
    countWaitingKyc(db),
  ]);

  const totalRevenue = revenue.reduce((sum, r) => sum + parseDecimal(r.amount, 2), 0n);
  const activity: ActivityItem[] = [
    ...registrations.map((u) => ({
      id: `user:${u.id}`,
      type: 'user_registration' as const,
      description: `New user registered: ${u.email}`,
      timestamp: iso(u.created_at),
      userId: u.id,
    })),
    ...largeTx.map((r) => ({
      id: `revenue:${r.id}`,
      type: 'large_transaction' as const,
      description: `Large ${REVENUE_LABELS[r.revenue_type] ?? r.revenue_type.replaceAll('_', ' ')}${r.email ? ` by ${r.email}` : ''}`,
      timestamp: iso(r.created_at),
      value: r.amount,
      userId: r.user_id,
    })),
    ...kycCases.map((c) => ({
      id: `kyc:${c.id}`,
      type: 'kyc_submission' as const,
      description: `KYC documents submitted by ${c.userName}`,
      timestamp: c.submittedAt.toISOString(),
      userId: c.userId,
    })),
    ...alerts.map((a) => ({
      id: `alert:${a.id}`,
      type: 'system_alert' as const,
      description: a.message,
      timestamp: a.createdAt.toISOString(),
      userId: null,
    })),
  ]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, ACTIVITY_ITEMS);

  return {
    stats: {
      total_users: metrics.total_users,
      total_revenue: metrics.total_revenue,
      revenue_24h: metrics.revenue_24h,
      total_transactions: metrics.total_transactions,
      total_wine_value: metrics.total_wine_value,
      total_staked: metrics.total_staked,
      newUsersToday: metrics.new_users_today,
      transactionsToday: metrics.transactions_today,
      systemAlerts: alertCounts.total,
      activeStakers: metrics.active_stakers,
    },
    health: { warning_alerts: alertCounts.total - alertCounts.critical, critical_alerts: alertCounts.critical },
    signups: { daily_signups: signups },
    revenueDistribution: revenue.map((r) => ({
      source: r.source,
      amount: r.amount,
      percentage: percentage(parseDecimal(r.amount, 2), totalRevenue, 1),
    })),
    recentActivity: activity,
    alerts: openAlerts.map(toSystemAlert),
    quickTiles: {
      pendingKyc,
      contentReview: tiles.drafts,
      appraisalsDue: tiles.appraisalsDue,
      securityScans: alertCounts.security,
    },
    generatedAt: new Date().toISOString(),
  };
}
