/** The ten quarters as a table; choosing a row selects that quarter on the chart too. */
import type { QuarterlyProjection } from '../../../../domain/purchase/growth-projection';
import { formatCompactUsd } from '../../../../domain/format';
import { cn } from '../../../lib/cn';
import { formatUsdExact, groupDecimal } from '../format-decimal';
import { Table } from '../../../components/ui/table';

interface ProjectionTableProps {
  rows: readonly QuarterlyProjection[];
  selected: number | null;
  onSelect: (index: number) => void;
}

export function ProjectionTable({ rows, selected, onSelect }: ProjectionTableProps) {
  return (
    <Table
      label="Quarterly projection table"
      caption="Quarterly projection: choose a quarter to see your projected return"
      minWidth="min-w-[34rem]"
      tableClassName="tabular-nums"
      columns={[
        'Quarter',
        { label: 'Price', align: 'right' },
        { label: 'Projected ROI', align: 'right' },
        { label: 'Wine portfolio', align: 'right' },
        { label: 'Tokens in circulation', align: 'right' },
      ]}
    >
      {rows.map((row, i) => (
        <tr
          key={row.quarter}
          onClick={() => onSelect(i)}
          className={cn(
            'cursor-pointer border-t border-border transition-colors',
            i === selected ? 'bg-gold/15' : 'hover:bg-surface-2/60',
          )}
        >
          <th scope="row" className="px-1 py-0.5 text-left font-medium">
            <button
              type="button"
              aria-pressed={i === selected}
              onClick={(event) => {
                event.stopPropagation();
                onSelect(i);
              }}
              className={cn(
                'focus-ring min-h-11 w-full rounded-md px-2 text-left',
                i === selected ? 'text-gold' : 'text-fg',
              )}
            >
              {row.quarter}
            </button>
          </th>
          <td className="px-3 py-2 text-right">{formatUsdExact(row.price)}</td>
          <td className="px-3 py-2 text-right text-success">+{row.projectedROI}%</td>
          <td className="px-3 py-2 text-right">{formatCompactUsd(row.winePortfolioValue)}</td>
          <td className="px-3 py-2 text-right">{groupDecimal(row.tokensInCirculation, 0)}</td>
        </tr>
      ))}
    </Table>
  );
}
