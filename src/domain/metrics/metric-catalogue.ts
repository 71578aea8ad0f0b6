import type { MetricWindowKind } from './metric-window';

/**
 * The metrics catalogue: each business figure an operator screen or export shows has one definition
 * here (name, the sentence shown under "How is this computed", unit, window) and one query on the
 * server (modules/reporting/metric-queries.ts). Screens and exports name the metric they show
 * (contracts/metric-readers.ts), and the agreement test checks that every screen showing a metric
 * gives the catalogue's answer.
 */
export const METRIC_NAMES = [
  'users',
  'new_users',
  'active_users',
  'active_users_24h',
  'revenue_total',
  'revenue_24h',
  'revenue',
  'purchases',
  'buyers',
  'trades',
  'transactions',
  'holders',
  'stakers',
  'conversion',
  'funnel_signups',
  'funnel_verified',
  'funnel_kyc_approved',
  'funnel_purchased',
  'funnel_traded',
  'churned',
  'audit_events',
  'open_security_alerts',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export type MetricUnit = 'count' | 'usd' | 'percent';

export interface MetricDefinition {
  name: MetricName;
  label: string;
  unit: MetricUnit;
  window: MetricWindowKind;
  /** The sentence the screens show under "How is this computed". */
  how: string;
}

/** Who counts as a user, said once: every screen's people figures use this rule. */
export const USER_RULE_TEXT =
  'People are accounts that signed up; the platform’s own system accounts (the market maker) are never counted.';

const d = (name: MetricName, label: string, unit: MetricUnit, window: MetricWindowKind, how: string) =>
  ({ name, label, unit, window, how }) satisfies MetricDefinition;

export const METRICS: Readonly<Record<MetricName, MetricDefinition>> = {
  users: d('users', 'Users', 'count', 'to_date', `Accounts that have signed up, to date. ${USER_RULE_TEXT}`),
  new_users: d('new_users', 'New users', 'count', 'last_n_days', 'Accounts created in the window (system accounts excluded).'),
  active_users: d(
    'active_users',
    'Active users',
    'count',
    'last_n_days',
    'Distinct people who signed in, placed an order, made a payment or staked in the window.',
  ),
  active_users_24h: d(
    'active_users_24h',
    'Active users (24 h)',
    'count',
    'last_24_hours',
    'Distinct people who signed in, placed an order, made a payment or staked in the last 24 hours.',
  ),
  revenue_total: d(
    'revenue_total',
    'Total revenue',
    'usd',
    'to_date',
    'Revenue rows to date: completed token sales, staking fees, trading fees and premium services, in USD.',
  ),
  revenue_24h: d('revenue_24h', 'Revenue (24 h)', 'usd', 'last_24_hours', 'Revenue rows recorded in the last 24 hours, in USD.'),
  revenue: d(
    'revenue',
    'Revenue',
    'usd',
    'last_n_days',
    'Revenue rows in the window (token sales, staking fees, premium services) plus the trading fees the ledger took, in USD.',
  ),
  purchases: d('purchases', 'Token purchases', 'count', 'last_n_days', 'Completed (paid and credited) token purchases in the window.'),
  buyers: d('buyers', 'Buyers', 'count', 'to_date', 'Distinct people with at least one completed token purchase, to date.'),
  trades: d('trades', 'Trades', 'count', 'last_n_days', 'Trades matched on the exchange in the window.'),
  transactions: d(
    'transactions',
    'Total transactions',
    'count',
    'to_date',
    'Completed token purchases plus trades matched on the exchange, to date.',
  ),
  holders: d(
    'holders',
    'Token holders',
    'count',
    'to_date',
    'People holding VINO now: a positive balance (available or held) or an active stake. System accounts excluded.',
  ),
  stakers: d('stakers', 'Active stakers', 'count', 'to_date', 'Distinct people with at least one active stake now.'),
  conversion: d(
    'conversion',
    'Conversion rate',
    'percent',
    'last_n_days',
    'Of the people who signed up in the window, the share with at least one completed token purchase by its end.',
  ),
  funnel_signups: d('funnel_signups', 'Sign-up', 'count', 'last_n_days', 'Accounts created in the window.'),
  funnel_verified: d('funnel_verified', 'Verified', 'count', 'last_n_days', 'Of those, e-mail address confirmed.'),
  funnel_kyc_approved: d(
    'funnel_kyc_approved',
    'KYC approved',
    'count',
    'last_n_days',
    'Of the verified, identity verification approved.',
  ),
  funnel_purchased: d(
    'funnel_purchased',
    'First purchase',
    'count',
    'last_n_days',
    'Of the KYC approved, at least one completed token purchase.',
  ),
  funnel_traded: d('funnel_traded', 'First trade', 'count', 'last_n_days', 'Of the buyers, at least one trade on the exchange.'),
  churned: d(
    'churned',
    'Churned users',
    'count',
    'last_n_days',
    'People active in the window before this one (same length) and not active in this one.',
  ),
  audit_events: d('audit_events', 'Audit log entries', 'count', 'to_date', 'Rows in the audit log, every event kind, to date.'),
  open_security_alerts: d(
    'open_security_alerts',
    'Open security alerts',
    'count',
    'to_date',
    'System alerts of the security kind that are not resolved.',
  ),
};

/** The "How is this computed" text of a metric with the window rule when it has a window. */
export function howComputed(name: MetricName): string {
  const m = METRICS[name];
  return m.window === 'last_n_days' ? `${m.how} Last N days: the N UTC calendar days ending today, today included.` : m.how;
}
