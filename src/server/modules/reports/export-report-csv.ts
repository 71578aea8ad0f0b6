import type { AdminReport } from '../../../contracts/reports';
import { csvLine } from '../../../domain/csv';

/**
 * The report's detailed table as CSV: the header, then its rows as shown (cells defused against
 * spreadsheet formulas by csvLine, like every export). File name vino-{type}-report-{period}-{date}.csv.
 */
export function exportReportCsv(report: AdminReport): { filename: string; body: string } {
  const lines = [csvLine(report.table.columns.map((c) => c.label)), ...report.table.rows.map((row) => csvLine(row))];
  return { filename: `${reportFileStem(report)}.csv`, body: lines.join('') };
}

export const reportFileStem = (report: AdminReport) =>
  `vino-${report.type}-report-${report.period}-${report.generatedAt.slice(0, 10)}`;
