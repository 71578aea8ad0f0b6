import type { AdminWineSummary } from '../../../contracts/admin-wine';
import { appraisalStatus, VINO_SCALE } from '../../../domain/admin/wine-reserve';
import { formatDecimal, parseDecimal, USD_SCALE } from '../../../domain/money';
import { meanAppreciationPct, portfolioValue } from '../../../domain/wine-portfolio';
import type { Executor } from '../../db/client';
import { getPublishedReserves } from '../metrics/metrics-module';
import { findActiveAssetFigures } from './admin-wine-repository';

/**
 * The four tiles (spec section 9: portfolio value = sum of current value x bottles; average
 * appreciation = mean across assets), the Tokenization metrics and the appraisal counts, all over
 * the active assets, with the reserve exactly as /api/v1/reserves reports it (the latest signed
 * statement's figures).
 */
export async function getAdminWineSummary(db: Executor, today: string): Promise<AdminWineSummary> {
  const [assets, reserves] = await Promise.all([findActiveAssetFigures(db), getPublishedReserves(db)]);
  const tokenized = assets.filter((a) => a.tokenized);
  const untokenized = assets.filter((a) => !a.tokenized);
  const tokens = tokenized.reduce((s, a) => s + parseDecimal(a.tokensIssued, VINO_SCALE), 0n);
  const appraisals = { overdue: 0, due_soon: 0, current: 0, unscheduled: 0 };
  for (const a of assets) appraisals[appraisalStatus(a.nextAppraisal, today).status] += 1;
  return {
    portfolio_value: portfolioValue(assets),
    total_bottles: assets.reduce((s, a) => s + a.bottleCount, 0),
    avg_appreciation_pct: meanAppreciationPct(assets),
    tokenized_assets: tokenized.length,
    asset_count: assets.length,
    tokenization: {
      untokenized_assets: untokenized.length,
      tokens_issued: formatDecimal(tokens / 10n ** BigInt(VINO_SCALE - USD_SCALE), USD_SCALE),
      tokenized_value: portfolioValue(tokenized),
      untokenized_value: portfolioValue(untokenized),
      backing_ratio: reserves.backing_ratio,
      reserve_value_usd: reserves.reserve_value_usd,
      circulating_supply: reserves.circulating_supply,
    },
    appraisals,
  };
}
