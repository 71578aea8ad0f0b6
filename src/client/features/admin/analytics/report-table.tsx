/** The detailed table of the selected report type: the same cells the CSV export writes. */
import type { ReportTable as ReportTableData } from '../../../../contracts/reports';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatCell } from './report-format';
import { Table } from '../../../components/ui/table';

export function ReportTable({ table, caption }: { table: ReportTableData; caption: string }) {
  return (
    <Card as="section" aria-labelledby="report-table-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="report-table-title">Detailed Report</span>
        </CardTitle>
        <CardDescription>{caption}</CardDescription>
      </CardHeader>
      <Table
        label="Detailed Report"
        caption={caption}
        minWidth="min-w-[36rem]"
        maxHeight="max-h-[28rem]"
        columns={table.columns.map((c) => ({
          key: c.key,
          label: c.label,
          align: c.kind === 'text' ? 'left' : 'right',
        }))}
      >
        {table.rows.map((row) => (
          <tr key={row[0]} className="border-t border-border">
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
      </Table>
    </Card>
  );
}
