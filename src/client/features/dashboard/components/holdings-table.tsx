/**
 * The ledger holdings with amount, price and USD value (assets with a zero balance left out). Under
 * 640 px the unit price column is left out so the value and share fit without scrolling.
 */
import type { PortfolioResponse } from '../../../../contracts/portfolio';
import { formatAmount, formatUsd } from '../dashboard-format';
import { Table } from '../../../components/ui/table';

export function HoldingsTable({ portfolio }: { portfolio: PortfolioResponse }) {
  const held = portfolio.holdings.filter((h) => Number(h.amount) > 0);
  if (held.length === 0)
    return <p className="text-fg-muted">You hold no assets yet. Buy VINO or fund your account to get started.</p>;
  const total = Number(portfolio.totalValueUsd);
  return (
    <Table
      variant="plain"
      label="Holdings table"
      caption="Holdings"
      tableClassName="sm:min-w-[420px]"
      columns={[
        'Asset',
        { label: 'Amount', align: 'right' },
        { label: 'Price (USD)', align: 'right', className: 'hidden py-2 pr-3 font-medium sm:table-cell' },
        { label: 'Value', align: 'right' },
        { label: 'Share', align: 'right', className: 'py-2 font-medium' },
      ]}
    >
      {held.map((h) => (
        <tr key={h.asset} className="border-b border-border/60 last:border-0">
          <th scope="row" className="py-3 pr-3 text-left font-semibold text-fg">
            {h.asset}
          </th>
          <td className="py-3 pr-3 text-right tabular-nums">{formatAmount(h.amount, h.asset)}</td>
          <td className="hidden py-3 pr-3 text-right tabular-nums text-fg-muted sm:table-cell">
            {h.priceUsd === null ? '—' : formatUsd(h.priceUsd)}
          </td>
          <td className="py-3 pr-3 text-right tabular-nums">{formatUsd(h.valueUsd)}</td>
          <td className="py-3 text-right tabular-nums text-fg-muted">
            {total > 0 ? `${((Number(h.valueUsd) / total) * 100).toFixed(1)}%` : '—'}
          </td>
        </tr>
      ))}
    </Table>
  );
}
