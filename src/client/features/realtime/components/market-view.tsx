/**
 * One market of the trading dashboard: live price with 24 h statistics from the ticker, the mini
 * chart of the last 20 trade prices, the order book (8 asks, spread, 8 bids) and recent trades.
 */
import type { MarketSummary } from '../../../../contracts/market';
import { MARKETS, type MarketId } from '../../../../domain/exchange/markets';
import { CHANGE_24H_LABEL, formatPercentChange } from '../../../../domain/format';
import { REALTIME_ORDER_BOOK_LEVELS } from '../../../../domain/realtime';
import { OrderBookTable } from '../../../components/ui/order-book-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useLiveOrderBook } from '../../../api/market/use-live-order-book';
import { useLiveTrades } from '../live/use-live-trades';
import { formatAmount, formatMarketPrice, formatQuoteAmount } from '../realtime-display';
import { MiniPriceChart } from './mini-price-chart';
import { RecentTrades } from './recent-trades';

export function MarketView({ market, summary }: { market: MarketId; summary: MarketSummary | undefined }) {
  const spec = MARKETS[market];
  const book = useLiveOrderBook(market);
  const trades = useLiveTrades(market);
  const price = (v: string) => formatMarketPrice(market, v);
  const quoteAmount = (v: string) => formatQuoteAmount(market, v);
  const ticker = summary?.ticker;
  const change = ticker?.change24h ?? null;
  const isDown = change?.startsWith('-') ?? false;
  const tradeList = trades.data?.trades ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-center">
        <div>
          <p className="text-sm text-fg-muted">{spec.label} last price</p>
          <p className="font-display text-4xl font-semibold tabular-nums text-fg">
            {ticker ? (ticker.last ? price(ticker.last) : 'No trades yet') : '…'}
          </p>
          <p className={cn('text-sm tabular-nums', isDown ? 'text-danger' : 'text-success')}>
            {formatPercentChange(change)} <span className="text-fg-subtle">{CHANGE_24H_LABEL}</span>
          </p>
        </div>
        <MiniPriceChart
          prices={tradeList.map((t) => t.price).reverse()}
          label={`${spec.label} price line`}
          format={price}
        />
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['24h High', ticker?.high24h ? price(ticker.high24h) : '—'],
          ['24h Low', ticker?.low24h ? price(ticker.low24h) : '—'],
          ['24h Volume', ticker ? `${formatAmount(ticker.volume24h)} VINO` : '—'],
          [`24h Volume (${spec.quote})`, ticker ? quoteAmount(ticker.quoteVolume24h) : '—'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-surface-2/50 p-3">
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="mt-1 font-semibold tabular-nums text-fg">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby={`rt-book-${market}`} className="min-w-0">
          <h3 id={`rt-book-${market}`} className="mb-3 font-semibold text-fg">
            Order book
          </h3>
          {book.data ? (
            <OrderBookTable
              asks={book.data.asks}
              bids={book.data.bids}
              spread={book.data.spread}
              levels={REALTIME_ORDER_BOOK_LEVELS}
              formatPrice={price}
              formatAmount={formatAmount}
              formatTotal={quoteAmount}
              caption={`${spec.label} order book`}
              quote={spec.quote}
            />
          ) : book.isError ? (
            <p role="alert" className="text-danger">
              Unable to load the order book
            </p>
          ) : (
            <div role="status" aria-label="Loading order book" className="flex flex-col gap-2">
              {Array.from({ length: 10 }, (_, i) => (
                <Skeleton key={i} className="h-5 w-full" />
              ))}
            </div>
          )}
        </section>
        <section aria-labelledby={`rt-trades-${market}`} className="min-w-0">
          <h3 id={`rt-trades-${market}`} className="mb-3 font-semibold text-fg">
            Recent trades
          </h3>
          {trades.data ? (
            <RecentTrades market={market} trades={tradeList} />
          ) : trades.isError ? (
            <p role="alert" className="text-danger">
              Unable to load recent trades
            </p>
          ) : (
            <p role="status" className="text-fg-muted">
              Loading trades…
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
