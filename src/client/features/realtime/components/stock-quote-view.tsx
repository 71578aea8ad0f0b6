/**
 * VINO-STOCK/USD on the dashboard: quoted, not traded here, so there is no order book
 * or trade list, only the quote with its source label (a provider, else delayed reference data).
 */
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCompactUsd } from '../../../../domain/format';
import { usePrices } from '../../../api/prices/get-prices';
import { formatClock, formatSignedPercent, roundDecimal } from '../realtime-display';

export function StockQuoteView() {
  const prices = usePrices();
  const stock = prices.data?.stock;
  if (prices.isError && !stock) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-fg">
          Unable to load the VINO-STOCK quote
        </p>
        <Button variant="secondary" size="sm" onClick={() => void prices.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!stock)
    return (
      <p role="status" className="text-fg-muted">
        Loading the VINO-STOCK quote…
      </p>
    );
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">Quoted only — not traded on this exchange</Badge>
        <Badge tone={stock.source === 'reference' ? 'warning' : 'neutral'}>{stock.source_label}</Badge>
      </div>
      <div>
        <p className="text-sm text-fg-muted">VINO-STOCK/USD</p>
        <p className="font-display text-4xl font-semibold tabular-nums text-fg">${roundDecimal(stock.price, 2)}</p>
        <p className="text-sm tabular-nums text-fg-muted">{formatSignedPercent(stock.change_pct)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Market cap', formatCompactUsd(stock.market_cap)],
          ['P/E ratio', stock.pe_ratio ? `${roundDecimal(stock.pe_ratio, 1)}x` : '—'],
          ['Dividend yield', stock.dividend_yield_pct ? `${roundDecimal(stock.dividend_yield_pct, 1)}%` : '—'],
          ['As of', `${new Date(stock.as_of).toLocaleDateString()} ${formatClock(stock.as_of)}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-surface-2/50 p-3">
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="mt-1 font-semibold tabular-nums text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
