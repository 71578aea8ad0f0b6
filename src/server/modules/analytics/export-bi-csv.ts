import type { BusinessIntelligence } from '../../../contracts/analytics';
import { csvLine } from '../../../domain/csv';

const n = (v: number | null) => (v === null ? '' : String(v));

/** Export BI Report: the view's KPIs, revenue streams, segments and operations as one CSV file. */
export function exportBiCsv(bi: BusinessIntelligence): { filename: string; body: string } {
  const lines = [
    csvLine([`VINO Business Intelligence, ${bi.view}, ${bi.current.label}`]),
    csvLine(['Section', 'Name', 'Value', 'Target', 'Unit', 'Status', 'How computed']),
    ...bi.kpis.map((k) => csvLine(['KPI', k.name, n(k.value), n(k.target), k.unit, k.status ?? '', k.how])),
    csvLine(['Section', 'Stream', 'Current', 'Previous', 'Growth %', 'Forecast', 'Share %']),
    ...bi.streams.map((s) =>
      csvLine([
        'Revenue',
        s.category,
        n(s.current),
        n(s.previous),
        // Under the minimum base the growth is its label ("new", "n/a"), as on the page.
        s.growthNote?.label ?? n(s.growth),
        n(s.forecast),
        n(s.percentage),
      ]),
    ),
    csvLine(['Section', 'Segment', 'Acquisition / month', 'Retention %', 'Churn %', 'LTV', 'CAC', 'LTV:CAC', 'Band']),
    ...bi.segments.map((s) =>
      csvLine([
        'Customers',
        s.segment,
        n(s.acquisitionPerMonth),
        n(s.retention),
        n(s.churn),
        n(s.ltv),
        n(s.cac),
        n(s.ltvCacRatio),
        s.band ?? '',
      ]),
    ),
    csvLine(['Section', 'Metric', 'Value', 'Unit', 'Source', 'How computed']),
    ...[...bi.system, ...bi.vault].map((o) => csvLine(['Operations', o.name, n(o.value), o.unit, o.source, o.how])),
  ];
  return { filename: `vino-bi-report-${bi.view}-${bi.generatedAt.slice(0, 10)}.csv`, body: lines.join('') };
}
