/**
 * The executive summary: template sentences filled with the report's computed figures (nothing
 * else is said). The report type decides which sentences lead; every type gets all of them.
 */
import { formatInteger, formatUsd } from '../format';
import { REPORT_TARGETS } from './report-rates';
import type { ReportType } from './report-periods';

export interface SummaryFigures {
  type: ReportType;
  /** "the last 30 days" */
  periodPhrase: string;
  newUsers: number;
  totalUsers: number;
  userGrowth: string | null;
  userGrowthTarget: string;
  /** USD decimal strings. */
  revenue: string;
  previousRevenue: string;
  revenueChange: string | null;
  topSource: { label: string; percentage: string } | null;
  activeUsers: number;
  conversionRate: string | null;
  churnRate: string | null;
  churned: number;
  previouslyActive: number;
  averageInvestment: string;
  buyers: number;
  largestSegment: { segment: string; count: number } | null;
  topValueSegment: { segment: string; value: string } | null;
}

const people = (n: number) => `${formatInteger(n)} ${n === 1 ? 'person' : 'people'}`;
const signedSign = (pct: string) => (Number(pct) > 0 ? `+${pct}` : pct);

function usersSentence(f: SummaryFigures): string {
  const growth =
    f.userGrowth === null
      ? 'there were no users before it, so growth cannot be computed'
      : `${signedSign(f.userGrowth)}% growth against a target of +${f.userGrowthTarget}%`;
  return `In ${f.periodPhrase}, ${people(f.newUsers)} signed up, taking the user base to ${formatInteger(f.totalUsers)} (${growth}).`;
}

function revenueSentence(f: SummaryFigures): string {
  if (Number(f.revenue) === 0)
    return `No revenue was recorded in ${f.periodPhrase}${Number(f.previousRevenue) > 0 ? `, against ${formatUsd(f.previousRevenue, true)} in the previous period` : ''}.`;
  const change =
    f.revenueChange === null
      ? 'with nothing recorded in the previous period'
      : `${signedSign(f.revenueChange)}% on the previous period's ${formatUsd(f.previousRevenue, true)} (target +${REPORT_TARGETS.revenueGrowth}%)`;
  const lead = f.topSource ? `; ${f.topSource.label.toLowerCase()} made up ${f.topSource.percentage}% of it` : '';
  return `Revenue was ${formatUsd(f.revenue, true)}, ${change}${lead}.`;
}

function investmentSentence(f: SummaryFigures): string {
  if (f.buyers === 0) return 'Nobody bought tokens in the period.';
  return `${people(f.buyers)} bought tokens, investing ${formatUsd(f.averageInvestment, true)} on average.`;
}

function conversionSentence(f: SummaryFigures): string {
  const active = `${people(f.activeUsers)} ${f.activeUsers === 1 ? 'was' : 'were'} active`;
  if (f.conversionRate === null) return `${active}; nobody signed up, so there is no conversion to report.`;
  return `${active}, and ${f.conversionRate}% of the period's sign-ups made a token purchase (target ${REPORT_TARGETS.conversionRate}%).`;
}

function churnSentence(f: SummaryFigures): string {
  if (f.churnRate === null) return 'Nobody was active in the previous period, so churn cannot be computed.';
  return `Churn was ${f.churnRate}% (target under ${REPORT_TARGETS.churnRate}%): ${formatInteger(f.churned)} of the ${people(f.previouslyActive)} active in the previous period did not come back.`;
}

function segmentSentence(f: SummaryFigures): string | null {
  if (!f.largestSegment) return null;
  const value =
    f.topValueSegment && Number(f.topValueSegment.value) > 0
      ? `; ${f.topValueSegment.segment} brought the most revenue (${formatUsd(f.topValueSegment.value, true)})`
      : '';
  return `The largest segment is ${f.largestSegment.segment} with ${formatInteger(f.largestSegment.count)} users${value}.`;
}

type Part = 'users' | 'revenue' | 'investment' | 'conversion' | 'churn' | 'segments';

const ORDER: Record<ReportType, Part[]> = {
  overview: ['users', 'revenue', 'conversion', 'churn', 'investment', 'segments'],
  financial: ['revenue', 'investment', 'segments', 'users', 'conversion', 'churn'],
  user: ['users', 'segments', 'conversion', 'churn', 'revenue', 'investment'],
  performance: ['conversion', 'churn', 'users', 'revenue', 'investment', 'segments'],
};

export function writeExecutiveSummary(f: SummaryFigures): string[] {
  const parts: Record<Part, string | null> = {
    users: usersSentence(f),
    revenue: revenueSentence(f),
    investment: investmentSentence(f),
    conversion: conversionSentence(f),
    churn: churnSentence(f),
    segments: segmentSentence(f),
  };
  return ORDER[f.type].map((p) => parts[p]).filter((s): s is string => s !== null);
}
