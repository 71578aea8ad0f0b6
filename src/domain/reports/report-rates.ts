/**
 * The report's rates, each with the definition the page and the PDF state. All are percentages with
 * one decimal as strings; null when the base is zero (nothing to divide by: the page says so).
 */
import { percentage } from '../money';

/** Operator spec section 9: the targets shown beside the computed figures. */
export const REPORT_TARGETS = {
  /** Conversion target 15 percent. */
  conversionRate: 15,
  /** Churn target: under 8 percent. */
  churnRate: 8,
  /** User growth target: +15 percent a month. */
  monthlyUserGrowth: 15,
  /** Revenue growth target: +22 percent. */
  revenueGrowth: 22,
} as const;

export const REPORT_DEFINITIONS = {
  conversionRate:
    'Conversion: people who signed up in the period and have made at least one completed token purchase, as a share of everyone who signed up in the period.',
  churnRate:
    'Churn: people active in the previous period of the same length who were not active in this one, as a share of the previous period’s active people. Active means signed in, placed an order, made a payment or staked.',
  userGrowth:
    'User growth: people who signed up in the period as a share of the users there were when it began; the monthly target is prorated to the period’s length.',
  revenueGrowth: 'Revenue growth: this period’s revenue against the previous period of the same length.',
  averageInvestment: 'Average investment: token sales in the period divided by the people who bought.',
  lifetimeValue:
    'Lifetime value: all revenue recorded up to the end of the period divided by the users registered by then.',
  revenue:
    'Revenue: token sales and premium services from the payment revenue rows, trading fees taken by the fee account in the ledger (valued at the reference prices) plus any trading-fee revenue rows, and staking-fee revenue rows.',
} as const;

const rate = (part: number, whole: number): string | null =>
  whole === 0 ? null : percentage(BigInt(part), BigInt(whole), 1);

export const conversionRate = (converted: number, signups: number) => rate(converted, signups);

export const churnRate = (churned: number, previouslyActive: number) => rate(churned, previouslyActive);

/** Growth of the user base over the period: new users against the users at its start. */
export const userGrowthRate = (newUsers: number, usersAtStart: number) => rate(newUsers, usersAtStart);

/** Change of an amount (bigint cents) against the previous period; null when there was nothing before. */
export function changeRate(current: bigint, previous: bigint): string | null {
  if (previous === 0n) return null;
  return percentage(current - previous, previous, 1);
}

/** The monthly user-growth target prorated to a window of `days` (30 days = one month). */
export function userGrowthTargetFor(days: number): string {
  return ((REPORT_TARGETS.monthlyUserGrowth * days) / 30).toFixed(1);
}

export type TargetStatus = 'met' | 'missed' | 'unknown';

/** At or above a "reach" target (conversion, growth). */
export function reachStatus(value: string | null, target: number | string): TargetStatus {
  if (value === null) return 'unknown';
  return Number(value) >= Number(target) ? 'met' : 'missed';
}

/** Strictly under a "stay below" target (churn under 8 percent). */
export function belowStatus(value: string | null, target: number): TargetStatus {
  if (value === null) return 'unknown';
  return Number(value) < target ? 'met' : 'missed';
}
