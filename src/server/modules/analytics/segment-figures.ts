import { lifetimeValue } from '../../../domain/analytics/customer-value';
import type { Executor } from '../../db/client';
import { PREMIUM_PRICE_IDS } from '../../../domain/payments/membership-plans';
import { readSegments, type SegmentRow, type Span } from '../reporting/reporting-module';
import { growthFigure, round2 } from './analytics-window';

/** Operator spec section 2: a high-value investor has invested more than USD 50,000. */
export const HIGH_NET_WORTH_USD = 50_000;

/** The spec's four segment names, in its order, for the disjoint segments of readSegments. */
export const SEGMENT_NAMES: { key: SegmentRow['segment']; name: string; definition: string }[] = [
  { key: 'accredited', name: 'Accredited Investors', definition: 'investor status accredited' },
  { key: 'high_net_worth', name: 'High Net Worth', definition: 'token purchases to date above $50,000' },
  { key: 'premium', name: 'Premium Investors', definition: 'an active Premium Circle or Enterprise membership' },
  { key: 'standard', name: 'Standard Users', definition: 'everyone else' },
];

export interface SegmentFigures {
  key: SegmentRow['segment'];
  segment: string;
  count: number;
  revenue: number;
  growthRate: number | null;
  growthNote: { label: 'new' | 'n/a'; reason: string } | null;
  ltv: number | null;
  churnRate: number | null;
  newIn30d: number;
  previouslyActive: number;
  churned: number;
}

export async function readSegmentFigures(db: Executor, current: Span, previous: Span): Promise<SegmentFigures[]> {
  const rows = await readSegments(db, current, previous, PREMIUM_PRICE_IDS, HIGH_NET_WORTH_USD);
  return SEGMENT_NAMES.map(({ key, name }) => {
    const r = rows.find((x) => x.segment === key);
    const count = r?.count ?? 0;
    const growth = growthFigure(r?.revenue ?? 0, r?.previous_revenue ?? 0, 'usd');
    const ltv = r ? lifetimeValue(r.lifetime_revenue, count) : null;
    return {
      key,
      segment: name,
      count,
      revenue: round2(r?.revenue ?? 0),
      growthRate: growth.percent,
      growthNote: growth.note,
      ltv: ltv === null ? null : round2(ltv),
      churnRate: r && r.previously_active > 0 ? round2((r.churned / r.previously_active) * 100) : null,
      newIn30d: r?.new_in_30d ?? 0,
      previouslyActive: r?.previously_active ?? 0,
      churned: r?.churned ?? 0,
    };
  });
}
