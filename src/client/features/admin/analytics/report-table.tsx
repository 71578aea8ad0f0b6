/** The detailed table of the selected report type: the same cells the CSV export writes. */
import type { ReportTable as Table } from '../../../../contracts/reports';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatCell } from './report-format';

export function ReportTable({ table, caption }: { table: Table; caption: string }) {
  return (
    <Card as="section" aria-labelledby="report-table-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="report-table-title">Detailed Report</span>
        </CardTitle>
        <CardDescription>{caption}</CardDescription>
      </CardHeader>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div
        className="max-h-[28rem] overflow-auto rounded-lg border border-border"
        tabIndex={0}
        role="region"
        aria-labelledby="report-table-title"
      >
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-surface-2">
            <tr>
              {table.columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn('px-3 py-2 font-medium text-fg-muted', c.kind === 'text' ? 'text-left' : 'text-right')}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {table.columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-fg">
                      {row[i]}
                    </th>
                  ) : (
                    <td key={c.key} className={cn('px-3 py-2 tabular-nums text-fg', c.kind !== 'text' && 'text-right')}>
                      {formatCell(c.kind, row[i] ?? '')}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
