/**
 * The selected market's order book: 8 levels a side around the spread, live from the websocket
 * (snapshot then deltas), with the HTTP snapshot polled while the socket is away.
 */
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconRefresh } from '../../../components/ui/icons/objects';
import { OrderBookTable } from '../../../components/ui/order-book-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRealtimeConnection } from '../../../lib/use-channel';
import { useLiveOrderBook } from '../../../api/market/use-live-order-book';
import { MARKETS, formatAmount, formatPrice, type MarketId } from '../market-display';

export const BOOK_LEVELS_SHOWN = 8;

export function OrderBookPanel({ marketId }: { marketId: MarketId }) {
  const book = useLiveOrderBook(marketId);
  const isLive = useRealtimeConnection().status === 'connected';
  const market = MARKETS[marketId];
  const price = (value: string) => formatPrice(marketId, value);

  return (
    <Card
      as="section"
      aria-labelledby="book-title"
      padding="sm"
      className="flex min-w-0 flex-col gap-3 sm:p-5 lg:self-start"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="book-title" className="text-lg font-semibold text-fg">
          Order book
        </h2>
        {/* Says how fresh the book is: streamed, or polled every 2 s while the socket is away. */}
        <Badge tone={isLive ? 'success' : 'warning'}>{isLive ? 'Live' : 'Refreshing every 2 s'}</Badge>
      </div>
      {book.data ? (
        <OrderBookTable
          asks={book.data.asks}
          bids={book.data.bids}
          spread={book.data.spread}
          levels={BOOK_LEVELS_SHOWN}
          formatPrice={price}
          formatAmount={formatAmount}
          formatTotal={price}
          caption={`${market.label} order book`}
          quote={market.quote}
        />
      ) : book.isError ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p role="alert" className="font-semibold text-fg">
            Unable to load the order book
          </p>
          <Button variant="secondary" leadingIcon={<IconRefresh size={18} />} onClick={() => void book.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div role="status" aria-label="Loading order book" className="flex flex-col gap-2">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      )}
    </Card>
  );
}
