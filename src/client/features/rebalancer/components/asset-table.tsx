/**
 * The assets table (spec "portfolio asset"): balance, value, allocation, an editable target and the
 * deviation in the spec's colours. The stock is not traded here, so it says it needs manual action.
 */
import type { PortfolioAsset, RebalanceAsset } from '../../../../contracts/rebalancer';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import {
  ASSET_LABELS,
  DEVIATION_CLASS,
  formatBalance,
  formatPercent,
  formatSignedPercent,
  formatUsd,
} from '../rebalancer-display';
import { Table } from '../../../components/ui/table';

export function AssetTable(props: {
  assets: PortfolioAsset[];
  targets: Record<RebalanceAsset, string>;
  onTargetChange: (asset: RebalanceAsset, value: string) => void;
}) {
  // `relative`: the visually hidden labels (absolutely positioned) stay inside the scroller
  // instead of widening the whole page on a phone.
  return (
    <Table
      label="Assets table"
      caption="My assets against my targets"
      minWidth="min-w-[44rem]"
      headCellClassName="px-4 py-3 font-medium"
      bodyClassName="divide-y divide-border"
      columns={[
        'Asset',
        ...['Balance', 'Value', 'Allocation', 'Target', 'Deviation'].map((label) => ({
          label,
          align: 'right' as const,
        })),
      ]}
    >
      {props.assets.map((row) => (
        <tr key={row.asset} className="align-middle">
          <th scope="row" className="px-4 py-3 font-normal">
            <span className="block font-semibold text-fg">{row.symbol}</span>
            <span className="block text-xs text-fg-muted">{ASSET_LABELS[row.asset]}</span>
            {row.isTradeable ? null : (
              <Badge tone="warning" className="mt-1">
                Needs manual action
              </Badge>
            )}
          </th>
          <td className="px-4 py-3 text-right tabular-nums text-fg">{formatBalance(row.asset, row.balance)}</td>
          <td className="px-4 py-3 text-right tabular-nums text-fg">{formatUsd(row.valueUsd)}</td>
          <td className="px-4 py-3 text-right tabular-nums text-fg">{formatPercent(row.allocation)}</td>
          <td className="px-4 py-3 text-right">
            <label className="inline-flex items-center justify-end gap-1">
              <span className="sr-only">Target for {row.symbol} (%)</span>
              <input
                type="text"
                inputMode="decimal"
                value={props.targets[row.asset]}
                onChange={(e) => props.onTargetChange(row.asset, e.target.value)}
                className="min-h-11 w-20 rounded-lg border border-border bg-surface-2/70 px-2 text-right tabular-nums text-fg hover:border-border-strong focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              />
              <span aria-hidden="true" className="text-fg-muted">
                %
              </span>
            </label>
          </td>
          <td className={cn('px-4 py-3 text-right font-semibold tabular-nums', DEVIATION_CLASS[row.deviationLevel])}>
            {formatSignedPercent(row.deviation)}
            {row.needsAction ? <span className="sr-only"> (needs action)</span> : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
