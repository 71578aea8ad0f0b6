import PDFDocument from 'pdfkit';
import type { AdminReport, ReportTable } from '../../../contracts/reports';
import { formatInteger, formatUsd } from '../../../domain/format';
import { REPORT_DEFINITIONS, REPORT_TARGETS } from '../../../domain/reports/report-rates';

const BURGUNDY = '#7f1d3a';
const GOLD = '#a67c2e';
const INK = '#1c1917';
const MUTED = '#57534e';
const RULE = '#d6d3d1';
const SOURCE_COLOURS = ['#7f1d3a', '#a67c2e', '#2f6f73', '#6b5b95'];
const MARGIN = 48;
const PAGE_WIDTH = 595.28;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;

type Doc = PDFKit.PDFDocument;

const pct = (v: string | null) => (v === null ? 'n/a' : `${v}%`);
const day = (iso: string) => iso.slice(0, 10);

/**
 * The selected report as a PDF: title, KPI tiles, the charts drawn as vectors (user growth bars,
 * revenue trend line, revenue distribution bars), user segments, the detailed table, the executive
 * summary and the definitions. `compress: false` is for tests that read the text back.
 */
export function renderReportPdf(report: AdminReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    compress: options.compress ?? true,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: report.title, Author: 'VINO', Subject: 'Analytics & Reports', Creator: 'VINO' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(BURGUNDY).text(report.title);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      `From ${day(report.window.from)} to ${day(report.window.to)}. Generated ${report.generatedAt.replace('T', ' ').slice(0, 16)} UTC.`,
    );
  doc.moveDown(0.8);
  drawKpis(doc, report);
  heading(doc, 'User growth (new users)');
  drawBars(
    doc,
    report.userGrowth.map((b) => ({ label: b.label, value: b.newUsers })),
  );
  heading(doc, 'Revenue trend (USD)');
  drawLine(
    doc,
    report.userGrowth.map((b) => ({ label: b.label, value: Number(b.totalRevenue) })),
  );
  heading(doc, 'Revenue distribution');
  drawDistribution(doc, report);
  heading(doc, 'User segments');
  drawTable(doc, {
    columns: [
      { key: 'segment', label: 'Segment', kind: 'text' },
      { key: 'count', label: 'Users', kind: 'integer' },
      { key: 'value', label: 'Revenue in period (USD)', kind: 'usd' },
    ],
    rows: report.userSegments.map((s) => [s.segment, String(s.count), s.value]),
  });
  heading(doc, 'Detailed table');
  drawTable(doc, report.table);
  heading(doc, 'Executive summary');
  for (const sentence of report.summary) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(sentence, MARGIN, doc.y, { width: CONTENT, lineGap: 2 });
    doc.moveDown(0.4);
  }
  heading(doc, 'Definitions');
  for (const text of Object.values(REPORT_DEFINITIONS)) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(text, MARGIN, doc.y, { width: CONTENT, lineGap: 1.5 });
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}

function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, text: string) {
  ensureSpace(doc, 120);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12.5).fillColor(BURGUNDY).text(text, MARGIN, doc.y);
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + 50, doc.y + 2)
    .lineWidth(1.2)
    .strokeColor(GOLD)
    .stroke();
  doc.moveDown(0.6);
}

function drawKpis(doc: Doc, r: AdminReport) {
  const m = r.performanceMetrics;
  const tiles: [string, string, string][] = [
    ['Total users', formatInteger(m.totalUsers), `+${formatInteger(r.kpis.newUsers)} in period`],
    ['User growth', pct(r.kpis.userGrowth), `target +${r.kpis.userGrowthTarget}%`],
    [
      'Revenue',
      formatUsd(r.kpis.revenue, true),
      `${pct(r.kpis.revenueChange)} (target +${REPORT_TARGETS.revenueGrowth}%)`,
    ],
    ['Active users', formatInteger(m.activeUsers), 'in period'],
    ['Conversion', pct(m.conversionRate), `target ${REPORT_TARGETS.conversionRate}%`],
    ['Churn', pct(m.churnRate), `target under ${REPORT_TARGETS.churnRate}%`],
    ['Avg investment', formatUsd(m.averageInvestment, true), `${formatInteger(r.kpis.buyers)} buyers`],
    ['Lifetime value', formatUsd(m.lifetimeValue, true), 'revenue per user'],
  ];
  const w = (CONTENT - 3 * 8) / 4;
  const h = 52;
  const top = doc.y;
  tiles.forEach(([label, value, sub], i) => {
    const x = MARGIN + (i % 4) * (w + 8);
    const y = top + Math.floor(i / 4) * (h + 8);
    doc.roundedRect(x, y, w, h, 4).lineWidth(0.8).strokeColor(RULE).stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x + 8, y + 7, { width: w - 16 });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(value, x + 8, y + 18, { width: w - 16 });
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(sub, x + 8, y + 36, { width: w - 16 });
  });
  doc.x = MARGIN;
  doc.y = top + 2 * h + 8;
}

interface Point {
  label: string;
  value: number;
}

const CHART_H = 110;

/** Labels under a chart, thinned so they never overlap. */
function axisLabels(doc: Doc, points: Point[], xOf: (i: number) => number, y: number) {
  const every = Math.max(1, Math.ceil(points.length / 8));
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  points.forEach((p, i) => {
    // Counted from the end, so the latest bucket is always labelled and never crowds its neighbour.
    if ((points.length - 1 - i) % every === 0) doc.text(p.label, xOf(i) - 20, y, { width: 40, align: 'center' });
  });
}

function drawBars(doc: Doc, points: Point[]) {
  const top = doc.y;
  const max = Math.max(1, ...points.map((p) => p.value));
  const step = CONTENT / points.length;
  const barW = Math.max(2, step * 0.7);
  doc
    .moveTo(MARGIN, top + CHART_H)
    .lineTo(MARGIN + CONTENT, top + CHART_H)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  points.forEach((p, i) => {
    const h = (p.value / max) * (CHART_H - 14);
    const x = MARGIN + i * step + (step - barW) / 2;
    if (h > 0)
      doc
        .rect(x, top + CHART_H - h, barW, h)
        .fillColor(GOLD)
        .fill();
    if (points.length <= 15 || p.value === max)
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor(INK)
        .text(String(p.value), x - 6, top + CHART_H - h - 10, { width: barW + 12, align: 'center' });
  });
  axisLabels(doc, points, (i) => MARGIN + i * step + step / 2, top + CHART_H + 4);
  doc.x = MARGIN;
  doc.y = top + CHART_H + 18;
}

function drawLine(doc: Doc, points: Point[]) {
  const top = doc.y;
  const max = Math.max(1, ...points.map((p) => p.value));
  const xOf = (i: number) => MARGIN + (points.length === 1 ? CONTENT / 2 : (i * CONTENT) / (points.length - 1));
  const yOf = (v: number) => top + CHART_H - (v / max) * (CHART_H - 14);
  doc
    .moveTo(MARGIN, top + CHART_H)
    .lineTo(MARGIN + CONTENT, top + CHART_H)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(formatUsd(max), MARGIN, top - 2);
  points.forEach((p, i) => (i === 0 ? doc.moveTo(xOf(i), yOf(p.value)) : doc.lineTo(xOf(i), yOf(p.value))));
  doc.lineWidth(1.6).strokeColor(BURGUNDY).stroke();
  points.forEach((p, i) => doc.circle(xOf(i), yOf(p.value), 1.8).fillColor(BURGUNDY).fill());
  axisLabels(doc, points, xOf, top + CHART_H + 4);
  doc.x = MARGIN;
  doc.y = top + CHART_H + 18;
}

function drawDistribution(doc: Doc, r: AdminReport) {
  const labelW = 110;
  const amountW = 140;
  const barMax = CONTENT - labelW - amountW - 16;
  r.revenueBreakdown.forEach((row, i) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(INK).text(row.label, MARGIN, y, { width: labelW });
    doc
      .rect(MARGIN + labelW + 8, y + 1, barMax, 8)
      .fillColor('#f5f5f4')
      .fill();
    const w = (Number(row.percentage) / 100) * barMax;
    if (w > 0)
      doc
        .rect(MARGIN + labelW + 8, y + 1, w, 8)
        .fillColor(SOURCE_COLOURS[i % SOURCE_COLOURS.length]!)
        .fill();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${formatUsd(row.amount, true)} (${row.percentage}%)`, MARGIN + CONTENT - amountW, y, {
        width: amountW,
        align: 'right',
      });
    doc.x = MARGIN;
    doc.y = y + 16;
  });
}

const cellText = (kind: ReportTable['columns'][number]['kind'], value: string) =>
  kind === 'usd'
    ? formatUsd(value, true)
    : kind === 'integer'
      ? formatInteger(value)
      : kind === 'percent'
        ? `${value}%`
        : value;

function drawTable(doc: Doc, table: ReportTable) {
  const colW = CONTENT / table.columns.length;
  const rowH = 16;
  const header = () => {
    const y = doc.y;
    doc.rect(MARGIN, y, CONTENT, rowH).fillColor('#f5f0e6').fill();
    table.columns.forEach((c, i) =>
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor(INK)
        .text(c.label, MARGIN + i * colW + 4, y + 4, {
          width: colW - 8,
          align: c.kind === 'text' ? 'left' : 'right',
          lineBreak: false,
        }),
    );
    doc.y = y + rowH;
  };
  header();
  for (const row of table.rows) {
    if (doc.y + rowH > doc.page.height - MARGIN) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    table.columns.forEach((c, i) =>
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(INK)
        .text(cellText(c.kind, row[i] ?? ''), MARGIN + i * colW + 4, y + 4, {
          width: colW - 8,
          align: c.kind === 'text' ? 'left' : 'right',
          lineBreak: false,
        }),
    );
    doc
      .moveTo(MARGIN, y + rowH)
      .lineTo(MARGIN + CONTENT, y + rowH)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + rowH;
  }
}
