import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { KYC_WAIT_ALERT_HOURS } from '../../../domain/admin/system-alert-rules';
import { getReserves } from '../metrics/metrics-module';
import { findOverdueAppraisals } from '../wine/wine-module';
import { findKycWaitingSince } from '../reporting/reporting-module';
import type { NewSystemAlert } from './system-alerts-repository';

/**
 * The system alert rules. Scheduled rules look at the state of the platform (job queue,
 * every ALERT_RULES_INTERVAL_MS); event rules are raised by the service when something happens
 * (a webhook fails, the sign-in throttle trips, an admin signs in). Each candidate names its
 * condition in `dedupKey`: while an alert for it is open, raising it again only counts.
 */
export interface RuleContext {
  db: Executor;
  now: Date;
}

export interface ScheduledRule {
  rule: string;
  evaluate(ctx: RuleContext): Promise<NewSystemAlert[]>;
}

/** What each rule watches: shown in View Details. */
export const RULE_DESCRIPTIONS: Record<string, string> = {
  failed_jobs: 'A background job failed for good after all its retries.',
  mail_delivery: 'Outgoing e-mail could not be delivered in the last 24 hours.',
  payment_webhook: 'The payment provider webhook was refused (bad signature) or failed while processing.',
  kyc_waiting: `KYC submissions have waited over ${KYC_WAIT_ALERT_HOURS} hours for a decision.`,
  backing_ratio: 'The wine reserve is worth less than the VINO in circulation (backing ratio under 100%).',
  appraisals_overdue: 'Wine assets are past their next appraisal date.',
  sign_in_burst: 'The sign-in throttle refused many different addresses within 15 minutes.',
  admin_new_address: 'An admin signed in from an address they had not used before.',
};

const LINKS = {
  users: { label: 'User Management', href: '/admin?tab=users' },
  wineAssets: { label: 'Wine Assets', href: '/admin?tab=wine-assets' },
  settings: { label: 'System Settings', href: '/admin?tab=settings' },
  mailbox: { label: 'Mail outbox', href: '/mailbox' },
  reserves: { label: 'Reserve and backing', href: '/investment' },
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const failedJobs: ScheduledRule = {
  rule: 'failed_jobs',
  async evaluate({ db }) {
    const rows = await queryRows<{ queue: string; n: number; last_error: string | null; ids: string[] }>(
      db,
      sql`select queue, count(*)::int as n,
            (array_agg(last_error order by run_at desc))[1] as last_error,
            (array_agg(id::text order by run_at desc))[1:5] as ids
          from jobs where status = 'failed' and run_at > now() - interval '24 hours'
          group by queue order by queue`,
    );
    return rows.map((r) =>
      failedJobAlert(r.queue, `${plural(r.n, 'job')} failed in the last 24 hours`, r.last_error, r.ids),
    );
  },
};

export function failedJobAlert(
  queue: string,
  summary: string,
  lastError: string | null,
  jobIds: string[],
): NewSystemAlert {
  return {
    type: 'system',
    severity: 'high',
    rule: 'failed_jobs',
    dedupKey: `failed-jobs:${queue}`,
    message: `Background job "${queue}" failed: ${summary}`,
    details: {
      facts: [
        { label: 'Queue', value: queue },
        { label: 'Last error', value: lastError ?? 'unknown' },
        { label: 'Job ids', value: jobIds.join(', ') },
      ],
      links: queue === 'mail.deliver' ? [LINKS.mailbox] : [],
    },
  };
}

const mailDelivery: ScheduledRule = {
  rule: 'mail_delivery',
  async evaluate({ db }) {
    const [row] = await queryRows<{ n: number; last_error: string | null; last_to: string | null }>(
      db,
      sql`select count(*)::int as n,
            (array_agg(error order by created_at desc))[1] as last_error,
            (array_agg("to" order by created_at desc))[1] as last_to
          from mail_outbox
          where error is not null and status <> 'sent' and created_at > now() - interval '24 hours'`,
    );
    if (!row || row.n === 0) return [];
    return [
      {
        type: 'system',
        severity: 'high',
        rule: 'mail_delivery',
        dedupKey: 'mail-delivery',
        message: `${plural(row.n, 'e-mail')} could not be delivered in the last 24 hours`,
        details: {
          facts: [
            { label: 'Undelivered', value: String(row.n) },
            { label: 'Last error', value: row.last_error ?? 'unknown' },
            { label: 'Last recipient', value: row.last_to ?? 'unknown' },
          ],
          links: [LINKS.mailbox],
        },
      },
    ];
  },
};

const KYC_LISTED = 20;
const kycWaiting: ScheduledRule = {
  rule: 'kyc_waiting',
  async evaluate({ db, now }) {
    const cutoff = new Date(now.getTime() - KYC_WAIT_ALERT_HOURS * 3_600_000);
    const cases = await findKycWaitingSince(db, cutoff, KYC_LISTED);
    if (!cases.length) return [];
    const count = cases.length === KYC_LISTED ? `${KYC_LISTED}+` : String(cases.length);
    return [
      {
        type: 'compliance',
        severity: 'high',
        rule: 'kyc_waiting',
        dedupKey: 'kyc-waiting',
        message: `${count} KYC ${cases.length === 1 ? 'submission has' : 'submissions have'} waited over ${KYC_WAIT_ALERT_HOURS} hours for review`,
        details: {
          facts: cases.map((c) => ({ label: c.userName, value: `submitted ${c.submittedAt.toISOString()}` })),
          links: [{ label: 'KYC Review', href: '/admin?tab=users' }],
        },
      },
    ];
  },
};

const backingRatio: ScheduledRule = {
  rule: 'backing_ratio',
  async evaluate({ db }) {
    const reserves = await getReserves(db);
    if (Number(reserves.circulating_supply) <= 0 || Number(reserves.backing_ratio) >= 100) return [];
    return [
      {
        type: 'compliance',
        severity: 'critical',
        rule: 'backing_ratio',
        dedupKey: 'backing-ratio',
        message: `Backing ratio is ${reserves.backing_ratio}%, under 100%`,
        details: {
          facts: [
            { label: 'Backing ratio', value: `${reserves.backing_ratio}%` },
            { label: 'Reserve value (USD)', value: reserves.reserve_value_usd },
            { label: 'VINO in circulation', value: reserves.circulating_supply },
          ],
          links: [LINKS.wineAssets, LINKS.reserves],
        },
      },
    ];
  },
};

const appraisalsOverdue: ScheduledRule = {
  rule: 'appraisals_overdue',
  async evaluate({ db }) {
    const rows = await findOverdueAppraisals(db, 50);
    if (!rows.length) return [];
    return [
      {
        type: 'compliance',
        severity: 'medium',
        rule: 'appraisals_overdue',
        dedupKey: 'appraisals-overdue',
        message: `${plural(rows.length, 'wine appraisal')} overdue`,
        details: {
          facts: rows.map((r) => ({ label: `${r.name} ${r.vintage}`, value: `due ${r.next_appraisal}` })),
          links: [LINKS.wineAssets],
        },
      },
    ];
  },
};

export const SCHEDULED_RULES: readonly ScheduledRule[] = [
  failedJobs,
  mailDelivery,
  kycWaiting,
  backingRatio,
  appraisalsOverdue,
];

export function paymentWebhookAlert(e: {
  provider: string;
  status: number;
  requestId: string;
  path: string;
}): NewSystemAlert {
  const isSignature = e.status < 500;
  return {
    type: 'system',
    severity: isSignature ? 'high' : 'critical',
    rule: 'payment_webhook',
    dedupKey: `payment-webhook:${e.provider}`,
    message: `Payment webhook from ${e.provider} failed (HTTP ${e.status}${isSignature ? ', signature refused' : ''})`,
    details: {
      facts: [
        { label: 'Provider', value: e.provider },
        { label: 'Endpoint', value: e.path },
        { label: 'HTTP status', value: String(e.status) },
        { label: 'Request id', value: e.requestId },
      ],
      links: [],
    },
  };
}

export function signInBurstAlert(addresses: string[]): NewSystemAlert {
  return {
    type: 'security',
    severity: 'high',
    rule: 'sign_in_burst',
    dedupKey: 'sign-in-burst',
    message: `Burst of failed sign-ins: the throttle refused ${addresses.length} addresses within 15 minutes`,
    details: {
      facts: [{ label: 'Addresses', value: addresses.join(', ') }],
      links: [LINKS.settings],
    },
  };
}

export function adminNewAddressAlert(
  admin: { id: string; email: string },
  ip: string,
  knownAddresses: string[],
): NewSystemAlert {
  return {
    type: 'security',
    severity: 'medium',
    rule: 'admin_new_address',
    dedupKey: `admin-new-address:${admin.id}:${ip}`,
    message: `Admin ${admin.email} signed in from a new address (${ip})`,
    details: {
      facts: [
        { label: 'Admin', value: admin.email },
        { label: 'New address', value: ip },
        { label: 'Known addresses', value: knownAddresses.join(', ') || 'none' },
      ],
      links: [LINKS.users],
    },
  };
}
