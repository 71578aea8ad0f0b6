import type { ReportTable } from '../../../../contracts/reports';
import { formatInteger, formatPercentChange, formatUsd } from '../../../../domain/format';

type ColumnKind = ReportTable['columns'][number]['kind'];

/** A table cell as shown; the CSV keeps the raw value. */
export function formatCell(kind: ColumnKind, value: string): string {
  if (kind === 'usd') return formatUsd(value, true);
  if (kind === 'integer') return formatInteger(value);
  if (kind === 'percent') return `${value}%`;
  return value;
}

/** "12.4%", or "n/a" when there was nothing to divide by. */
export const rateText = (value: string | null) => (value === null ? 'n/a' : `${value}%`);

/** "+22.5%" / "-4.0%", or "n/a". */
export const changeText = (value: string | null) => (value === null ? 'n/a' : formatPercentChange(value, 1));

export const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
