/**
 * AI Intelligence's strategic recommendations: explicit rules over measured figures, no model and
 * no invented numbers. Each rule has a stable id (so Implement is remembered), the spec's category,
 * the threshold that fired it and the figures that did, in its description.
 */
import { funnelConversion } from './customer-value';

export const RECOMMENDATION_CATEGORIES = ['optimization', 'growth', 'opportunity', 'risk'] as const;
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];
export type Impact = 'high' | 'medium' | 'low';

export interface RuleRecommendation {
  id: string;
  category: RecommendationCategory;
  title: string;
  description: string;
  impact: Impact;
  /** The rule that fired, stated so the page can say how the card was produced. */
  rule: string;
  actionSteps: string[];
}

export interface RuleInputs {
  kyc: { pending: number; oldestPendingDays: number | null };
  /** Funnel step counts of this period and the previous one of the same length, same order. */
  funnel: { labels: string[]; current: number[]; previous: number[] };
  /** VINO held by people: the largest holders' share and how many hold any. */
  holdings: { holders: number; top10SharePercent: number | null };
  /** VINO people hold unstaked against what they hold in total (staked included). */
  staking: { idleVino: number; totalVino: number };
}

/** Thresholds of the rules, named so the page and the tests read the same numbers. */
export const RULE_THRESHOLDS = {
  kycPending: 10,
  kycOldestDays: 3,
  kycHighImpactDays: 7,
  funnelDropPoints: 5,
  funnelMinBase: 20,
  concentrationPercent: 50,
  concentrationMinHolders: 10,
  idleStakingPercent: 50,
} as const;

const pct = (n: number) => `${n.toFixed(1)}%`;

function kycBacklog({ kyc }: RuleInputs): RuleRecommendation | null {
  const t = RULE_THRESHOLDS;
  const old = kyc.oldestPendingDays ?? 0;
  if (kyc.pending < t.kycPending && old <= t.kycOldestDays) return null;
  return {
    id: 'kyc-backlog',
    category: 'optimization',
    title: 'Clear the KYC review backlog',
    description: `${kyc.pending} KYC submissions are waiting for review; the oldest has waited ${old} days. Verified people are the ones who can buy.`,
    impact: old > t.kycHighImpactDays ? 'high' : 'medium',
    rule: `Fires when ${t.kycPending} or more submissions are pending or the oldest has waited more than ${t.kycOldestDays} days.`,
    actionSteps: ['Open Admin → User Management → KYC Review', 'Review the oldest submissions first'],
  };
}

function funnelDrops({ funnel }: RuleInputs): RuleRecommendation[] {
  const t = RULE_THRESHOLDS;
  const now = funnelConversion(funnel.current);
  const before = funnelConversion(funnel.previous);
  const out: RuleRecommendation[] = [];
  for (let i = 1; i < funnel.labels.length; i++) {
    const a = now[i];
    const b = before[i];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    if (funnel.previous[i - 1]! < t.funnelMinBase) continue;
    const drop = b - a;
    if (drop < t.funnelDropPoints) continue;
    const from = funnel.labels[i - 1]!;
    const to = funnel.labels[i]!;
    out.push({
      id: `funnel-drop-${i}`,
      category: 'growth',
      title: `Conversion from ${from.toLowerCase()} to ${to.toLowerCase()} is falling`,
      description: `${pct(a)} of people moved from ${from.toLowerCase()} to ${to.toLowerCase()} this period, against ${pct(b)} the period before (−${drop.toFixed(1)} points).`,
      impact: drop >= 2 * t.funnelDropPoints ? 'high' : 'medium',
      rule: `Fires when a step's conversion falls by ${t.funnelDropPoints} points or more against the previous period, with at least ${t.funnelMinBase} people at the step before.`,
      actionSteps: [`Review what people see between ${from.toLowerCase()} and ${to.toLowerCase()}`],
    });
  }
  return out;
}

function concentration({ holdings }: RuleInputs): RuleRecommendation | null {
  const t = RULE_THRESHOLDS;
  const share = holdings.top10SharePercent;
  if (share === null || holdings.holders < t.concentrationMinHolders || share < t.concentrationPercent) return null;
  return {
    id: 'holdings-concentration',
    category: 'risk',
    title: 'VINO holdings are concentrated',
    description: `The 10 largest holders own ${pct(share)} of the VINO people hold (${holdings.holders} holders).`,
    impact: share >= 75 ? 'high' : 'medium',
    rule: `Fires when the 10 largest holders own ${t.concentrationPercent}% or more of the VINO held by people, with at least ${t.concentrationMinHolders} holders.`,
    actionSteps: ['Watch the order book for large sell orders', 'Broaden distribution to new investors'],
  };
}

function idleStaking({ staking }: RuleInputs): RuleRecommendation | null {
  const t = RULE_THRESHOLDS;
  if (staking.totalVino <= 0) return null;
  const idle = (staking.idleVino / staking.totalVino) * 100;
  if (idle < t.idleStakingPercent) return null;
  return {
    id: 'idle-staking-balance',
    category: 'opportunity',
    title: 'Most VINO is not staked',
    description: `${pct(idle)} of the VINO people hold is not staked (${Math.round(staking.idleVino).toLocaleString('en-US')} of ${Math.round(staking.totalVino).toLocaleString('en-US')} VINO).`,
    impact: idle >= 80 ? 'high' : 'medium',
    rule: `Fires when ${t.idleStakingPercent}% or more of the VINO people hold is outside staking.`,
    actionSteps: ['Tell holders about the staking pools and their APY', 'Open Trading → Staking'],
  };
}

/** Every rule applied; the cards in rule order. */
export function recommendationsFor(inputs: RuleInputs): RuleRecommendation[] {
  return [kycBacklog(inputs), ...funnelDrops(inputs), concentration(inputs), idleStaking(inputs)].filter(
    (r): r is RuleRecommendation => r !== null,
  );
}
