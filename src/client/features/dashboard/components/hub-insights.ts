/**
 * The hub's Insights: sentences computed from the user's own portfolio and preferences, never
 * invented figures. Each one is only produced when the data behind it exists.
 */
import type { PortfolioResponse } from '../../../../contracts/portfolio';
import { recommendedAllocation, type RiskTolerance } from '../../../../domain/recommendations';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function hubInsights(portfolio: PortfolioResponse, risk: RiskTolerance): string[] {
  const total = Number(portfolio.totalValueUsd);
  if (total <= 0) return [];
  const out: string[] = [];
  const value = (asset: string) => Number(portfolio.holdings.find((h) => h.asset === asset)?.valueUsd ?? 0);
  const vinoShare = pct(value('VINO'), total);
  const target = recommendedAllocation(risk).token;
  out.push(
    `VINO tokens are ${vinoShare}% of your portfolio; the recommended token share for a ${risk} profile is ${target}%.`,
  );
  const cashShare = pct(value('USD') + value('USDT'), total);
  if (cashShare > 0) out.push(`${cashShare}% of your portfolio is held in USD and USDT.`);
  const { performance } = portfolio;
  if (performance.profitUsd !== null) {
    const profit = Number(performance.profitUsd);
    out.push(
      `Your VINO trades of the last 90 days are ${profit >= 0 ? 'up' : 'down'} ${usd.format(Math.abs(profit))} at today's price (net paid ${usd.format(Number(performance.netInvestedUsd))}, net VINO traded now worth ${usd.format(Number(performance.netVinoValueUsd))}).`,
    );
  }
  return out;
}
