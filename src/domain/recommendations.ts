/**
 * The personal finance hub's recommendation rules (investor spec section 9, "Dashboard, hub and
 * settings"), applied to the preferences stored on the user's profile. Pure: no I/O.
 */

export const INVESTMENT_GOALS = ['wealth-preservation', 'passive-income', 'luxury-access'] as const;
export type InvestmentGoal = (typeof INVESTMENT_GOALS)[number];

export const RISK_TOLERANCES = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskTolerance = (typeof RISK_TOLERANCES)[number];

export type RecommendationPriority = 'high' | 'medium' | 'low';
export type RecommendationCategory = 'allocation' | 'income' | 'access' | 'growth' | 'service';

export interface Recommendation {
  id: string;
  title: string;
  description: string;
  action: string;
  priority: RecommendationPriority;
  category: RecommendationCategory;
}

export interface HubPreferences {
  investmentGoals: readonly string[];
  riskTolerance: RiskTolerance;
  /** The investment amount tier: starter (default) or institutional. */
  investmentAmount: string;
}

/** Recommended stock / token split in percent per risk tolerance (spec: 70/30, 50/50, 30/70). */
export const RECOMMENDED_ALLOCATION: Record<RiskTolerance, { stock: number; token: number }> = {
  conservative: { stock: 70, token: 30 },
  moderate: { stock: 50, token: 50 },
  aggressive: { stock: 30, token: 70 },
};

export function recommendedAllocation(risk: RiskTolerance): { stock: number; token: number } {
  return RECOMMENDED_ALLOCATION[risk];
}

/** One rule per preference, in the spec's order; a user with none of them gets an empty list. */
export function recommendationsFor(prefs: HubPreferences): Recommendation[] {
  const out: Recommendation[] = [];
  const split = recommendedAllocation(prefs.riskTolerance);
  if (prefs.investmentGoals.includes('wealth-preservation')) {
    out.push({
      id: 'allocation-advice',
      title: 'Balance your allocation',
      description: `For wealth preservation with a ${prefs.riskTolerance} risk profile, hold about ${split.stock}% in VINO stock and ${split.token}% in VINO tokens.`,
      action: 'Review allocation',
      priority: 'high',
      category: 'allocation',
    });
  }
  if (prefs.investmentGoals.includes('passive-income')) {
    out.push({
      id: 'staking',
      title: 'Earn with staking',
      description: 'Stake VINO tokens to earn rewards from the wine reserve while you hold them.',
      action: 'Start staking',
      priority: 'high',
      category: 'income',
    });
  }
  if (prefs.investmentGoals.includes('luxury-access')) {
    out.push({
      id: 'premium',
      title: 'Premium wine access',
      description: 'Premium Circle membership opens allocations of rare vintages and members-only events.',
      action: 'Explore Premium',
      priority: 'medium',
      category: 'access',
    });
  }
  if (prefs.riskTolerance === 'aggressive') {
    out.push({
      id: 'growth',
      title: 'Growth opportunities',
      description: 'Your aggressive risk profile suits a larger token share and active trading on the exchange.',
      action: 'Open trading',
      priority: 'medium',
      category: 'growth',
    });
  }
  if (prefs.investmentAmount === 'institutional') {
    out.push({
      id: 'concierge',
      title: 'Institutional concierge',
      description: 'A dedicated advisor handles large allocations, custody questions and reporting.',
      action: 'Contact concierge',
      priority: 'high',
      category: 'service',
    });
  }
  return out;
}
