/** The ten quarters as a table; choosing a row selects that quarter on the chart too. */
import type { QuarterlyProjection } from '../../../../domain/purchase/growth-projection';
import { formatCompactUsd } from '../../../../domain/format';
import { cn } from '../../../lib/cn';
import { formatUsdExact, groupDecimal } from '../format-decimal';

interface ProjectionTableProps {
  rows: readonly QuarterlyProjection[];
  selected: number | null;
  onSelect: (index: number) => void;
}

export function ProjectionTable({ rows, selected, onSelect }: ProjectionTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[34rem] text-sm tabular-nums">
        <caption className="sr-only">Quarterly projection: choose a quarter to see your projected return</caption>
        <thead className="bg-surface-2/70 text-left text-xs uppercase tracking-[0.12em] text-fg-subtle">
          <tr>
            <th scope="col" className="px-3 py-2">
              Quarter
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Projected ROI
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Wine portfolio
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Tokens in circulation
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
