/**
 * OrderBookTable: asks above (best ask next to the spread), the spread, bids below; columns Price,
 * Amount, Total; `levels` per side shown (the specs show 8). Used by /trading and /realtime, which
 * pass their own number formats (the two specs round prices differently). Depth bars behind each
 * row show the level's share of the largest level on screen.
 */
import { cn } from '../../lib/cn';

export interface OrderBookRow {
  price: string;
  quantity: string;
  total: string;
}

export interface OrderBookTableProps {
  asks: OrderBookRow[];
  bids: OrderBookRow[];
  spread: string | null;
  levels?: number;
  formatPrice: (value: string) => string;
  formatAmount: (value: string) => string;
  formatTotal: (value: string) => string;
  /** Accessible name of the table, e.g. "VINO/USD order book". */
  caption: string;
  /** Quote asset, shown in the column headers. */
  quote: string;
}

function depthShare(rows: OrderBookRow[]): (quantity: string) => number {
  const max = rows.reduce((m, r) => Math.max(m, Number(r.quantity)), 0);
  return (quantity) => (max > 0 ? Math.round((Number(quantity) / max) * 100) : 0);
}

export function OrderBookTable({
  asks,
  bids,
  spread,
  levels = 8,
  formatPrice,
  formatAmount,
  formatTotal,
  caption,
  quote,
}: OrderBookTableProps) {
  // Asks arrive best (lowest) first; shown highest first so the best ask sits on the spread row.
  const shownAsks = asks.slice(0, levels).reverse();
  const shownBids = bids.slice(0, levels);
  const share = depthShare([...shownAsks, ...shownBids]);

  const row = (level: OrderBookRow, side: 'ask' | 'bid') => (
    <tr key={`${side}-${level.price}`} className="relative">
      <th
        scope="row"
        className={cn('py-1 pl-2 text-left font-medium tabular-nums', side === 'ask' ? 'text-danger' : 'text-success')}
        style={{
          backgroundImage: `linear-gradient(to right, var(--${side === 'ask' ? 'danger' : 'success'}-soft) ${share(level.quantity)}%, transparent 0)`,
        }}
      >
        <span className="sr-only">{side === 'ask' ? 'Ask ' : 'Bid '}</span>
        {formatPrice(level.price)}
      </th>
      <td className="py-1 text-right tabular-nums text-fg">{formatAmount(level.quantity)}</td>
      <td className="py-1 pr-2 text-right tabular-nums text-fg-muted">{formatTotal(level.total)}</td>
    </tr>
  );

  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-xs text-fg-subtle">
          <th scope="col" className="pb-2 pl-2 text-left font-medium">
            Price ({quote})
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Amount (VINO)
          </th>
          <th scope="col" className="pb-2 pr-2 text-right font-medium">
            Total ({quote})
          </th>
        </tr>
      </thead>
      <tbody>
        {shownAsks.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-3 text-center text-fg-subtle">
              No sell orders
            </td>
          </tr>
        ) : (
          shownAsks.map((level) => row(level, 'ask'))
        )}
        <tr className="border-y border-border">
          <th scope="row" className="py-2 pl-2 text-left text-xs font-medium text-fg-muted">
            Spread
          </th>
          <td colSpan={2} className="py-2 pr-2 text-right tabular-nums text-fg">
            {spread === null ? '—' : formatPrice(spread)}
          </td>
        </tr>
        {shownBids.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-3 text-center text-fg-subtle">
              No buy orders
            </td>
          </tr>
        ) : (
          shownBids.map((level) => row(level, 'bid'))
        )}
      </tbody>
    </table>
  );
}
