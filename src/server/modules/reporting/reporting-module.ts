// The reporting read model's door: the operator figures that read several areas' tables at once.
// It registers nothing (no routes, jobs or feeds); the modules that show the figures call these.
export {
  readDailySignups,
  readRecentLargeTransactions,
  readRecentRegistrations,
  readRevenueBySource,
  readTileCounts,
} from './admin-overview-repository';
export { activityDaysSql, readActivityRolledUntil } from './activity-sql';
export * from './analytics-repository';
export { segmentCondition } from './audience-segments';
export { findSubscribers, subscriberFilter, toAdminSubscriber } from './find-subscribers';
export { getSegmentCounts } from './get-segment-counts';
export { countWaitingKyc, findKycWaitingSince, findRecentKycSubmissions, type KycCase } from './kyc-queue-source';
export {
  readPlatformCounts,
  readPresaleCounters,
  readReserves,
  type RawPlatformCounts,
  type RawPresaleCounters,
  type RawReserves,
} from './metrics-repository';
export {
  countUsersBefore,
  readActiveBySpan,
  readBuyers,
  readChurn,
  readRevenueBySpan,
  readSegments as readReportSegments,
  readSignupsBySpan,
  readTradingFeesBySpan,
  type SegmentRow as ReportSegmentRow,
  type SpanUsersRow,
} from './reports-repository';
export { feeToUsdCents, SOURCE_LABELS, SOURCE_OF_REVENUE_TYPE } from './revenue-sources';
export { isCountedUser, SYSTEM_EMAIL_PATTERN } from './counted-users-sql';
export { holdersSql, readMetric, type MetricRequest } from './metric-queries';
export {
  countInvestorsAbove,
  findBalances,
  findInvestors,
  findProfilesAfter,
  findProfilesPage,
  findRecentOrders,
  findRecentPayments,
  totalInvestments,
  type InvestorRow,
  type ProfileCursor,
  type UserListFilter,
} from './user-directory-repository';
export { findPaymentStatus } from './payment-status';
export { readAdminTwoFactorCounts } from './admin-accounts';
export { readExcellenceCounts, type ExcellenceCounts } from './excellence-counts';
export { findAuditEntries } from './security-audit-log-repository';
export { readSecurityCounts, readSecurityEvents } from './security-events-repository';
export {
  readReportedRoutes,
  readRouteVitals,
  readTtfbByConnection,
  readVitalsP75,
  type VitalsP75,
} from './web-vitals-repository';
