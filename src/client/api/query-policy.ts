/**
 * How fresh each server query is kept: its staleTime and refetch interval, set once here for the
 * whole client (a query not listed uses the defaults of lib/query-client.ts: 30 s stale, refetch on
 * focus). Every queryOptions in src/client/api spreads its entry, so two screens that show the same
 * data can never poll it at different rates. Only numbers live here, so importing this file pulls
 * no area's code into a chunk.
 */

/** The spec's home metrics polling (section 9): the platform figures and the presale counter. */
export const HOME_METRICS_REFRESH_MS = 30_000;
/** The spec's reserves update interval (300 s). */
export const RESERVES_REFRESH_MS = 300_000;
/** Mirrors the server's quote cache (domain PRICE_TICKER_REFRESH_MS): asking more often returns the same quote. */
const PRICE_TICKER_REFRESH_MS = 30_000;
/** Operator spec section 9: the live metrics tiles refresh every 5 s. */
export const LIVE_METRICS_REFRESH_MS = 5_000;
/** Rewards grow by the second: the stakes list is read again every 15 s while it is on screen. */
const STAKES_REFRESH_MS = 15_000;
/** A fallback poll; live `price_update` messages keep the tickers current in between. */
const MARKETS_REFRESH_MS = 30_000;
/** New trades extend the last candle; a minute keeps the chart current without a feed of its own. */
const CANDLES_REFRESH_MS = 60_000;
/** Used only while the websocket is not connected (spec: the book refreshes every 2 s). */
export const BOOK_POLL_MS = 2_000;
/** The development mailbox shows new mail within 5 s. */
export const MAILBOX_POLL_MS = 5_000;
/** Valuations change with appraisals, not by the second. */
const VALUATIONS_STALE_MS = 300_000;
/** Operator spec section 9: the admin Dashboard's figures refresh every 30 000 ms. */
const ADMIN_OVERVIEW_REFRESH_MS = 30_000;
/** Other reviewers claim and decide meanwhile: the KYC queue is read again every 30 s. */
const KYC_QUEUE_REFRESH_MS = 30_000;
/** The maintenance banner follows an admin's switch within a minute on every open page. */
const MAINTENANCE_RECHECK_MS = 60_000;
/** A settling payment is checked this often (a bank transfer can take days; the page may stay open). */
export const PENDING_PAYMENT_POLL_MS = 5_000;

interface QueryPolicy {
  staleTime?: number;
  refetchInterval?: number;
}

/** A new announcement reaches an open page within a minute. */
const ANNOUNCEMENTS_REFRESH_MS = 60_000;

export const queryPolicy = {
  announcements: { current: { staleTime: ANNOUNCEMENTS_REFRESH_MS, refetchInterval: ANNOUNCEMENTS_REFRESH_MS } },
  // Money the user holds: a trade, stake or purchase elsewhere on screen shows within 5 s.
  ledger: { myBalances: { staleTime: 5_000 }, myLedger: {} },
  market: {
    markets: { staleTime: MARKETS_REFRESH_MS, refetchInterval: MARKETS_REFRESH_MS },
    orderBook: { staleTime: 1_000 },
    candles: { staleTime: CANDLES_REFRESH_MS, refetchInterval: CANDLES_REFRESH_MS },
    // The live list starts from this page and the websocket appends to it: never refetched by itself.
    marketTrades: { staleTime: Infinity },
    myOpenOrders: { staleTime: 5_000 },
    myTrades: { staleTime: 10_000 },
  },
  metrics: {
    platform: { staleTime: HOME_METRICS_REFRESH_MS, refetchInterval: HOME_METRICS_REFRESH_MS },
    // The /realtime tiles read the same figures, faster (same cache entry, their own interval).
    platformLive: { staleTime: LIVE_METRICS_REFRESH_MS, refetchInterval: LIVE_METRICS_REFRESH_MS },
    // The investors / funds-raised counter shows real purchases, so it is refetched like the metrics.
    presale: { staleTime: HOME_METRICS_REFRESH_MS, refetchInterval: HOME_METRICS_REFRESH_MS },
    reserves: { staleTime: RESERVES_REFRESH_MS, refetchInterval: RESERVES_REFRESH_MS },
  },
  // A statement is signed after each reserve change and daily; the key changes only with a rotation.
  reserve: {
    statements: { staleTime: 60_000, refetchInterval: 5 * 60_000 },
    publicKey: { staleTime: Infinity },
    // Admin → Wine Assets → Reserve: another admin's proposal or decision shows within 15 s.
    adminProposals: { staleTime: 15_000, refetchInterval: 15_000 },
  },
  prices: { prices: { staleTime: PRICE_TICKER_REFRESH_MS, refetchInterval: PRICE_TICKER_REFRESH_MS } },
  wine: {
    index: { staleTime: VALUATIONS_STALE_MS },
    showcase: { staleTime: VALUATIONS_STALE_MS },
    storageFacilities: { staleTime: VALUATIONS_STALE_MS },
    assets: { staleTime: 60_000 },
    summary: { staleTime: 60_000 },
    // Admin → Wine Assets: an admin's own writes invalidate these; another admin's show within 15 s.
    adminAssets: { staleTime: 15_000 },
    adminSummary: { staleTime: 15_000 },
    adminFacilities: { staleTime: 15_000 },
    adminAppraisals: { staleTime: 15_000 },
  },
  admin: {
    // Loads on entry and every 30 s; a failed refresh keeps the last figures, marked stale.
    overview: { staleTime: 0, refetchInterval: ADMIN_OVERVIEW_REFRESH_MS },
    // The settings form holds the edits; a background refetch must not move the base under the editor.
    settings: { staleTime: Infinity },
    // The two-factor reminder: the rule changes only when an admin edits the security settings.
    mySecurityRequirements: { staleTime: 5 * 60_000 },
  },
  // Admin → Compliance & Audit: changed only by admins' edits (which invalidate), and by the day turning.
  compliance: { summary: { staleTime: 60_000 }, lists: { staleTime: 60_000 } },
  content: {
    faq: { staleTime: 5 * 60_000 },
    // Admin blog: the list refreshes soon after another admin's change; the editor always loads the
    // current version (its updatedAt is the concurrency check) and History; a revision never changes.
    adminBlogPosts: { staleTime: 10_000 },
    adminBlogPost: { staleTime: 0 },
    blogPostRevisions: { staleTime: 0 },
    blogPostRevision: { staleTime: Infinity },
  },
  documents: { list: { staleTime: 30_000 } },
  email: {
    // Always the saved state when the preferences page opens.
    preferences: { staleTime: 0 },
    adminSubscribers: { staleTime: 10_000 },
    // Segment sizes move with registrations and memberships, not by the second.
    adminSegments: { staleTime: 60_000 },
    adminPreferenceSummary: { staleTime: 30_000 },
    // Templates change only with a deploy.
    adminTemplates: { staleTime: Infinity },
    adminCampaigns: { staleTime: 0 },
    /** While a campaign sends, its progress (sent / total) is polled at this pace. */
    adminCampaignsWhileSending: { refetchInterval: 2_000 },
    adminCampaignPreview: { staleTime: Infinity },
    adminCampaignAnalytics: { staleTime: 0, refetchInterval: 15_000 },
    adminSubscriberHistory: { staleTime: 0 },
  },
  notifications: { mine: { staleTime: 30_000 } },
  kyc: { queue: { refetchInterval: KYC_QUEUE_REFRESH_MS } },
  payments: { config: { staleTime: 60_000 } },
  portfolio: { mine: { staleTime: 15_000 } },
  profiles: { me: { staleTime: 60_000 } },
  rebalancer: { plan: { staleTime: 5_000 } },
  // Enterprise centres: each load re-measures (no polling: a measurement runs probes); Refresh refetches.
  enterprise: {
    live: { staleTime: 0 },
    auditLog: { staleTime: 10_000 },
    excellence: { staleTime: 60_000 },
  },
  // The suite's figures are aggregates and hourly-fitted models: a minute's staleness changes nothing.
  analytics: {
    overview: { staleTime: 60_000 },
    intelligence: { staleTime: 60_000 },
    businessIntelligence: { staleTime: 60_000 },
    predictive: { staleTime: 5 * 60_000 },
    reportSchedules: { staleTime: 60_000 },
  },
  // A report is a snapshot the admin asked for: switching back to a period within a minute shows it again.
  reports: { adminReport: { staleTime: 60_000 } },
  staking: {
    pools: { staleTime: 15_000 },
    myStakes: { refetchInterval: STAKES_REFRESH_MS },
  },
  system: {
    // Changes only when an admin edits settings.
    publicConfig: { staleTime: 5 * 60_000 },
    // The shell's platform notices read the same entry every minute (maintenance banner).
    publicConfigNotices: { staleTime: 5 * 60_000, refetchInterval: MAINTENANCE_RECHECK_MS },
    status: { staleTime: 0 },
    mailbox: { staleTime: 0, refetchInterval: MAILBOX_POLL_MS },
  },
} as const satisfies Record<string, Record<string, QueryPolicy>>;
