/** Recent trades of a market (columns Time, Side, Price, Amount), live from `trades:{market}`. */
import type { PublicTrade } from '../../../../contracts/market';
import type { MarketId } from '../../../../domain/exchange/markets';
import { formatAmount, formatClock, formatMarketPrice } from '../realtime-display';

const TRADES_SHOWN = 12;

export function RecentTrades({ market, trades }: { market: MarketId; trades: PublicTrade[] }) {
  if (trades.length === 0) return <p className="py-6 text-center text-sm text-fg-muted">No trades yet</p>;
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">Recent trades</caption>
      <thead>
        <tr className="text-left text-xs text-fg-subtle">
          <th scope="col" className="pb-2 font-medium">
            Time
          </th>
          <th scope="col" className="pb-2 font-medium">
            Side
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Price
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  );
}
