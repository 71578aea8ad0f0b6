/**
 * Trading history (investor spec section 2), from the server: All/Buy/Sell filter, period select,
 * summary tiles over the whole filtered period, ten rows a page, CSV Export of the same filter
 * (the server builds the file), the spec's empty state and status colours.
 */
import { useState } from 'react';
import { MY_TRADES_PAGE_SIZE, type MyTrade, type TradePeriod } from '../../../../contracts/market';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/form-field';
import { IconDownload } from '../../../components/ui/icons/objects';
import { cn } from '../../../lib/cn';
import { myTradesCsvHref, useMyTrades, type TradeSideFilter } from '../../../api/market/find-my-trades';
import { formatAmount, formatDecimalString, formatPrice } from '../market-display';
import { formatDateTime } from './date-format';
import { LoadError } from '../../../components/ui/load-error';
import { Table } from '../../../components/ui/table';

const SIDE_FILTERS: { id: TradeSideFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'buy', label: 'Buy' },
  { id: 'sell', label: 'Sell' },
];

const PERIODS: { id: TradePeriod; label: string }[] = [
  { id: '24h', label: '24 Hours' },
  { id: '7d', label: '7 Days' },
  { id: '30d', label: '30 Days' },
  { id: '90d', label: '90 Days' },
];

/** Investor spec section 4: completed green, pending yellow, cancelled red, otherwise gray. */
const STATUS_CLASS: Record<string, string> = {
  completed: 'text-success',
  pending: 'text-warning',
  cancelled: 'text-danger',
};

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

export function TradingHistory({ isSignedIn }: { isSignedIn: boolean }) {
  const [side, setSide] = useState<TradeSideFilter>('all');
  const [period, setPeriod] = useState<TradePeriod>('30d');
  const [page, setPage] = useState(1);
  const trades = useMyTrades({ side, period, page }, isSignedIn);
  const data = trades.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MY_TRADES_PAGE_SIZE)) : 1;

  return (
    <Card as="section" aria-labelledby="history-title" padding="md" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-title" className="text-lg font-semibold text-fg">
          Trading history
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div
            role="group"
            aria-label="Side"
            className="flex gap-1 rounded-xl border border-border bg-surface-2/60 p-1"
          >
            {SIDE_FILTERS.map((filter) => (
              <button
                key={filter.id}
                type="button"
                aria-pressed={side === filter.id}
                onClick={() => {
                  setSide(filter.id);
                  setPage(1);
                }}
                className={cn(
                  'focus-ring min-h-11 rounded-lg px-4 text-sm font-medium',
                  side === filter.id ? 'bg-brand text-on-brand' : 'text-fg-muted hover:bg-surface-3 hover:text-fg',
                )}
              >
                {filter.label}
              </button>
            ))}
          </div>
          <Select
            label="Period"
            hideLabel
            value={period}
            onChange={(e) => {
              setPeriod(e.target.value as TradePeriod);
              setPage(1);
            }}
            containerClassName="w-36"
          >
            {PERIODS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
          {isSignedIn ? (
            <a href={myTradesCsvHref({ side, period })} download className={buttonClasses('secondary', 'md')}>
              <IconDownload size={18} />
              CSV Export
            </a>
          ) : null}
        </div>
      </div>

      {!isSignedIn ? (
        <p className="text-fg-muted">Sign in to see your trading history.</p>
      ) : trades.isError && !data ? (
        <LoadError
          title="Unable to load your trading history"
          message={trades.error.message}
          onRetry={() => void trades.refetch()}
        />
      ) : !data ? (
        <p role="status" className="text-fg-muted">
          Loading your trading history…
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <SummaryTile label="Buy Trades" value={String(data.summary.buyCount)} />
            <SummaryTile label="Sell Trades" value={String(data.summary.sellCount)} />
            <SummaryTile
              label="Total Volume"
              value={`${formatAmount(data.summary.totalVolume)} VINO`}
              detail={`≈ $${formatDecimalString(data.summary.totalVolumeUsd, 2)}`}
            />
            <SummaryTile label="Total Fees" value={`$${formatDecimalString(data.summary.totalFeesUsd, 2)}`} />
          </dl>
          {data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-border py-10 text-center">
              <p className="font-semibold text-fg">No trading history</p>
              <p className="text-sm text-fg-muted">Your completed trades will appear here</p>
            </div>
          ) : (
            <HistoryTable items={data.items} />
          )}
          {data.total > MY_TRADES_PAGE_SIZE ? (
            <nav aria-label="Trading history pages" className="flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <p className="text-sm text-fg-muted tabular-nums">
                Page {page} of {pageCount}
              </p>
              <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Card>
  );
}

function SummaryTile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-2/50 p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums text-fg">{value}</dd>
      {detail ? <dd className="text-xs text-fg-subtle tabular-nums">{detail}</dd> : null}
    </div>
  );
}

function HistoryTable({ items }: { items: MyTrade[] }) {
  return (
    <Table
      variant="plain"
      label="Trading history table"
      caption="Trading history"
      minWidth="min-w-[720px]"
      headCellClassName="px-1 pb-2 font-medium"
      columns={[
        'Date',
        'Pair',
        'Side',
        ...['Amount', 'Price', 'Total', 'Fee'].map((label) => ({ label, align: 'right' as const })),
        'Status',
      ]}
    >
      {items.map((trade) => (
        <tr key={trade.id} className="border-b border-border/60">
          <td className="px-1 py-2 tabular-nums text-fg-muted">{formatDateTime(trade.timestamp)}</td>
          <td className="px-1 py-2 text-fg">{trade.pair}</td>
          <td className={trade.side === 'buy' ? 'px-1 py-2 text-success' : 'px-1 py-2 text-danger'}>
            {trade.side === 'buy' ? 'Buy' : 'Sell'}
          </td>
          <td className="px-1 py-2 text-right tabular-nums text-fg">{formatAmount(trade.amount)}</td>
          <td className="px-1 py-2 text-right tabular-nums text-fg">{formatPrice(trade.market, trade.price)}</td>
          <td className="px-1 py-2 text-right tabular-nums text-fg">{formatPrice(trade.market, trade.total)}</td>
          <td className="px-1 py-2 text-right tabular-nums text-fg-muted">
            {trimZeros(formatDecimalString(trade.fee, 8))} {trade.feeAsset}
          </td>
          <td className={cn('px-1 py-2 capitalize', STATUS_CLASS[trade.status] ?? 'text-fg-muted')}>{trade.status}</td>
        </tr>
      ))}
    </Table>
  );
}
