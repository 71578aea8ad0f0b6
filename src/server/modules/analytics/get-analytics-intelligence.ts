import type { AnalyticsIntelligence } from '../../../contracts/analytics';
import { recommendationsFor } from '../../../domain/analytics/recommendation-rules';
import type { Database } from '../../db/client';
import { readFunnel, readHoldings, readKycBacklog } from '../reporting/reporting-module';
import { readImplemented } from './analytics-state-repository';
import { periodWindow } from './analytics-window';
import { loadModels } from './fit-models';
import { readWinePredictions } from './wine-predictions';

/** The funnel steps the falling-conversion rule compares (30 days against the 30 before). */
const FUNNEL = [
  ['visits', 'Visit'],
  ['signups', 'Sign-up'],
  ['verified', 'Verified'],
  ['kyc_approved', 'KYC approved'],
  ['purchased', 'First purchase'],
  ['traded', 'First trade'],
] as const;

/** AI Intelligence: rule-based recommendations (with Implement state), wine predictions, model status. */
export async function getAnalyticsIntelligence(
  db: Database,
  canImplement: boolean,
  now = new Date(),
): Promise<AnalyticsIntelligence> {
  const { current, previous } = periodWindow('30d', now, null);
  const [kyc, funnelNow, funnelPrev, holdings, wine, models] = await Promise.all([
    readKycBacklog(db, now),
    readFunnel(db, current),
    readFunnel(db, previous),
    readHoldings(db),
    readWinePredictions(db),
    loadModels(db, now),
  ]);
  const recs = recommendationsFor({
    kyc: { pending: kyc.pending, oldestPendingDays: kyc.oldest_days },
    funnel: {
      labels: FUNNEL.map(([, l]) => l),
      current: FUNNEL.map(([k]) => funnelNow[k]),
      previous: FUNNEL.map(([k]) => funnelPrev[k]),
    },
    holdings: {
      holders: holdings.holders,
      top10SharePercent: holdings.total > 0 ? (holdings.top10 / holdings.total) * 100 : null,
    },
    staking: { idleVino: holdings.total, totalVino: holdings.total + holdings.staked },
  });
  const done = new Map(
    (
      await readImplemented(
        db,
        recs.map((r) => r.id),
      )
    ).map((r) => [r.recommendationId, r]),
  );
  return {
    recommendations: recs.map((r) => {
      const d = done.get(r.id);
      return {
        ...r,
        implemented: Boolean(d),
        implementedAt: d ? d.implementedAt.toISOString() : null,
        implementedBy: d ? (d.implementedBy ?? 'a former user') : null,
      };
    }),
    winePredictions: wine.map(({ bottles: _bottles, ...w }) => w),
    models: models.map(({ sigma: _s, history: _h, ...m }) => m),
    canImplement,
    generatedAt: now.toISOString(),
  };
}
