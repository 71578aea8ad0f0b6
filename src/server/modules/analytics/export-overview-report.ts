import PDFDocument from 'pdfkit';
import type { AnalyticsOverview } from '../../../contracts/analytics';
import { csvLine } from '../../../domain/csv';
import { formatCompactUsd, formatInteger } from '../../../domain/format';

/**
 * Analytics Overview's Export Report: the figures of the selected period as a CSV file (one section
 * after another, through the shared CSV writer) or a PDF, both built from the same overview answer
 * the page shows, so the file and the screen cannot disagree.
 */

const n = (v: number | null) => (v === null ? '' : String(v));

export function overviewReportFilename(o: AnalyticsOverview, extension: 'csv' | 'pdf'): string {
  return `vino-analytics-overview-${o.period}-${o.generatedAt.slice(0, 10)}.${extension}`;
}

export function exportOverviewCsv(o: AnalyticsOverview): string {
  return [
    csvLine([
      `VINO Analytics Overview, period ${o.period}, ${o.window.from.slice(0, 10)} to ${o.window.to.slice(0, 10)}`,
    ]),
    csvLine(['Section', 'Name', 'Value', 'Previous period', 'Change %', 'Unit', 'Forecast method', 'How computed']),
    ...o.kpis.map((k) =>
      csvLine([
        'KPI',
        k.name,
        n(k.value),
        n(k.previous),
        k.changeNote?.label ?? n(k.change),
        k.unit,
        k.forecastMethod ?? '',
        k.how,
      ]),
    ),
    csvLine(['Section', 'Source', 'Amount (USD)', 'Share %']),
    ...o.revenueComposition.map((r) => csvLine(['Revenue composition', r.label, n(r.amount), n(r.percentage)])),
    csvLine(['Section', 'Step', 'Count', 'Previous period', 'Conversion %', 'Note']),
    ...o.funnel.map((f) => csvLine(['Funnel', f.label, n(f.count), n(f.previous), n(f.conversion), f.note ?? ''])),
    csvLine(['Section', 'Segment', 'Members', 'Revenue (USD)', 'Growth %', 'LTV', 'Churn %']),
    ...o.segments.map((s) =>
      csvLine([
        'Segments',
        s.segment,
        n(s.count),
        n(s.revenue),
        s.growthNote?.label ?? n(s.growthRate),
        n(s.ltv),
        n(s.churnRate),
      ]),
    ),
    csvLine(['Section', 'Metric', 'Expected', 'Conservative', 'Optimistic', 'Unit', 'Method']),
    ...o.forecasting.quarters.map((q) =>
      csvLine(['Forecast next quarter', q.metric, n(q.total), n(q.conservative), n(q.optimistic), q.unit, q.method]),
    ),
    csvLine(['Section', 'Insight', 'Prediction', 'Accuracy', 'Timeframe']),
    ...o.insights.map((i) => csvLine(['Insight', i.title, i.prediction, i.accuracy.label, i.timeframe])),
  ].join('');
}

/** A figure as the page shows it: compact USD, VINO, a percentage or a whole count. */
export function figure(value: number, unit: string): string {
  if (unit === 'usd') return formatCompactUsd(value);
  if (unit === 'vino') return `${formatInteger(value)} VINO`;
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  return formatInteger(value);
}

/** The same sections as the CSV, laid out as text tables on A4. `compress: false` lets tests read the text. */
export function renderOverviewPdf(o: AnalyticsOverview, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    compress: options.compress ?? true,
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    info: { Title: 'VINO Analytics Overview', Author: 'VINO', Subject: 'Analytics Overview', Creator: 'VINO' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#7f1d3a').text(text);
    doc.font('Helvetica').fontSize(9.5).fillColor('#1c1917');
  };
  const row = (cells: string[]) => doc.text(cells.join('   ·   '));

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#7f1d3a').text('VINO Analytics Overview');
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor('#57534e')
    .text(
      `Period ${o.period}: ${o.window.from.slice(0, 10)} to ${o.window.to.slice(0, 10)}. Generated ${o.generatedAt.replace('T', ' ').slice(0, 16)} UTC. Figures are database queries; forecasts come from statistical models with their measured accuracy.`,
    );
  heading('Key figures');
  for (const k of o.kpis)
    row([
      k.name,
      figure(k.value, k.unit),
      `previous ${figure(k.previous, k.unit)}`,
      k.changeNote?.label ??
        (k.change === null ? 'no previous figure' : `${k.change >= 0 ? '+' : ''}${k.change.toFixed(1)}%`),
    ]);
  heading('Revenue composition');
  for (const r of o.revenueComposition)
    row([r.label, formatCompactUsd(r.amount), r.percentage === null ? 'n/a' : `${r.percentage.toFixed(1)}%`]);
  heading('User acquisition funnel');
  for (const f of o.funnel)
    row([
      f.label,
      formatInteger(f.count),
      f.conversion === null ? '—' : `${f.conversion.toFixed(1)}% of the step before`,
    ]);
  heading('Next quarter (80% interval)');
  if (!o.forecasting.quarters.length) row(['Not enough history for a tested forecast.']);
  for (const q of o.forecasting.quarters)
    row([q.metric, figure(q.total, q.unit), `${figure(q.conservative, q.unit)} – ${figure(q.optimistic, q.unit)}`]);
  heading('Insights');
  for (const i of o.insights) row([i.title, i.prediction, i.accuracy.label]);
  doc.end();
  return done;
}
