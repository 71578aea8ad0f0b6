/** Period and report type selectors, and the two exports of the selected report. */
import type { ReportQuery } from '../../../../contracts/reports';
import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportPeriod,
  type ReportType,
} from '../../../../domain/reports/report-periods';
import type { ReportFormat } from '../../../api/reports/export-admin-report';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-field';

interface Props {
  query: ReportQuery;
  onChange: (query: ReportQuery) => void;
  onExport: (format: ReportFormat) => void;
  /** The format being exported, if any (both buttons wait for it). */
  exporting: ReportFormat | null;
}

export function ReportControls({ query, onChange, onExport, exporting }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <Select
        label="Period"
        value={query.period}
        containerClassName="sm:w-44"
        onChange={(e) => onChange({ ...query, period: e.target.value as ReportPeriod })}
      >
        {REPORT_PERIODS.map((p) => (
          <option key={p} value={p}>
            {REPORT_PERIOD_LABELS[p]}
          </option>
        ))}
      </Select>
      <Select
        label="Report type"
        value={query.type}
        containerClassName="sm:w-44"
        onChange={(e) => onChange({ ...query, type: e.target.value as ReportType })}
      >
        {REPORT_TYPES.map((t) => (
          <option key={t} value={t}>
            {REPORT_TYPE_LABELS[t]}
          </option>
        ))}
      </Select>
      <div className="flex gap-2 sm:ml-auto">
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            className="min-h-11 flex-1 sm:flex-none"
            onClick={() => onExport(format)}
            disabled={exporting !== null}
            aria-busy={exporting === format || undefined}
          >
            {exporting === format ? `Exporting ${format.toUpperCase()}…` : `Export ${format.toUpperCase()}`}
          </Button>
        ))}
      </div>
    </div>
  );
}
