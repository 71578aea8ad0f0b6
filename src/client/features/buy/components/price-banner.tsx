/**
 * The price banner: the price a purchase is quoted at (the presale price while the presale runs,
 * else VINO/USD from the price service), VINO's 24 h change, the VINO-STOCK quote with its source
 * label, and when the figures were last updated. Refreshed every 30 s with the price feed.
 */
import type { Presale } from '../../../../contracts/metrics';
import type { Prices } from '../../../../contracts/prices';
import { CHANGE_24H_LABEL, formatPercentChange } from '../../../../domain/format';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatUsdExact } from '../format-decimal';
import type { PurchasePrice } from '../purchase-price';

interface PriceBannerProps {
  prices: Prices | undefined;
  presale: Presale | undefined;
  price: PurchasePrice | null;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  updatedAt: number;
}

function Change({ pct }: { pct: string }) {
  const negative = pct.startsWith('-');
  return (
    <span className={cn('text-sm font-medium tabular-nums', negative ? 'text-danger' : 'text-success')}>
      {formatPercentChange(pct)} {CHANGE_24H_LABEL}
    </span>
  );
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

export function PriceBanner({ prices, presale, price, isPending, error, onRetry, updatedAt }: PriceBannerProps) {
  if (isPending) return <PriceBannerSkeleton />;
  if (error || !prices || !price)
    return (
      <Alert
        tone="error"
        title="Unable to load prices"
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {error?.message ?? 'The price service did not answer.'}
      </Alert>
    );

  return (
    <section
      aria-label="VINO price"
      className="grid gap-4 rounded-2xl border border-gold/40 bg-gradient-to-r from-brand/25 via-surface/90 to-surface/90 p-5 sm:grid-cols-3 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold">
          {price.source === 'presale' ? 'Presale price' : 'VINO price'}
        </p>
        <p className="text-3xl font-semibold tabular-nums text-fg">{formatUsdExact(price.value)}</p>
        {price.source === 'presale' && presale ? (
          <p className="text-sm text-fg-muted">
            <Badge tone="gold">{presale.discount_percent}% off</Badge> launch price{' '}
            {formatUsdExact(presale.launch_price_usd)}, until {dateTime.format(new Date(presale.ends_at))}
          </p>
        ) : (
          <Change pct={prices.token.change_pct} />
        )}
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">VINO/USD market</p>
        <p className="text-xl font-semibold tabular-nums text-fg">{formatUsdExact(prices.token.price)}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Change pct={prices.token.change_pct} />
          <span>{prices.token.source_label}</span>
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle">{prices.stock.symbol}</p>
        <p className="text-xl font-semibold tabular-nums text-fg">{formatUsdExact(prices.stock.price)}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Change pct={prices.stock.change_pct} />
          <span>{prices.stock.source_label}</span>
        </p>
      </div>
      <p className="text-xs text-fg-subtle sm:col-span-3">
        Prices refresh every 30 seconds · last updated {time.format(new Date(updatedAt))}
      </p>
    </section>
  );
}

/**
 * The banner's own grid with a bar per line, so the page below does not move when the prices
 * arrive, whether the columns stand side by side or stacked on a phone.
 */
function PriceBannerSkeleton() {
  return (
    <section
      aria-label="VINO price"
      aria-busy="true"
      className="grid gap-4 rounded-2xl border border-gold/40 bg-surface/90 p-5 sm:grid-cols-3 sm:p-6"
    >
      {['h-9', 'h-7', 'h-7'].map((figure, column) => (
        <div key={column} className="flex flex-col gap-1">
          <Skeleton className="h-4 w-28" />
          <Skeleton className={`${figure} w-32`} />
          <Skeleton className="h-6 w-48 max-w-full" />
        </div>
      ))}
      <Skeleton className="h-4 w-64 max-w-full sm:col-span-3" />
    </section>
  );
}
