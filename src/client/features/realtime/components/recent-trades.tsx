/** Recent trades of a market (columns Time, Side, Price, Amount), live from `trades:{market}`. */
import type { PublicTrade } from '../../../../contracts/market';
import type { MarketId } from '../../../../domain/exchange/markets';
import { formatAmount, formatClock, formatMarketPrice } from '../realtime-display';
import { Table } from '../../../components/ui/table';

const TRADES_SHOWN = 12;

export function RecentTrades({ market, trades }: { market: MarketId; trades: PublicTrade[] }) {
  if (trades.length === 0) return <p className="py-6 text-center text-sm text-fg-muted">No trades yet</p>;
  return (
    <Table
      variant="plain"
      label="Recent trades table"
      caption="Recent trades"
      tableClassName="table-fixed"
      headCellClassName="pb-2 font-medium"
      columns={['Time', 'Side', { label: 'Price', align: 'right' }, { label: 'Amount', align: 'right' }]}
    >
      {trades.slice(0, TRADES_SHOWN).map((trade) => (
        <tr key={trade.id}>
          <td className="py-1 tabular-nums text-fg-muted">{formatClock(trade.timestamp)}</td>
          <td className={trade.side === 'buy' ? 'py-1 text-success' : 'py-1 text-danger'}>
            {trade.side === 'buy' ? 'Buy' : 'Sell'}
          </td>
          <td className="py-1 text-right tabular-nums text-fg">{formatMarketPrice(market, trade.price)}</td>
          <td className="py-1 text-right tabular-nums text-fg">{formatAmount(trade.amount)}</td>
        </tr>
      ))}
    </Table>
  );
}
