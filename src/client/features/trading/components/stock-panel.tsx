/**
 * VINO-STOCK/USD panel (investor spec section 2). The stock is quoted, not traded here:
 * its figures come from /api/v1/prices with their source label, and the button opens the contact
 * form pre-filled for the broker-dealer partner instead of the prototype's alert.
 */
import type { Ref } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, withQuery } from '../../../lib/paths';
import { formatCompactUsd } from '../../../../domain/format';
import { usePrices } from '../../../api/prices/get-prices';
import { formatChangePercent, formatDecimalString } from '../market-display';

const CONTACT_PREFILL = {
  category: 'investment',
  subject: 'Buying VINO-STOCK through a broker-dealer partner',
  message:
    'Hello, I would like to buy VINO-STOCK. Please put me in touch with your broker-dealer partner and tell me how to proceed.',
};

export function StockPanel({ isFeatured, ref }: { isFeatured: boolean; ref?: Ref<HTMLElement> }) {
  const prices = usePrices();
  const stock = prices.data?.stock;

  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="stock-title" className="scroll-mt-24 outline-none">
      <Card tone={isFeatured ? 'highlight' : 'default'} className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">Publicly traded stock</p>
            <h2 id="stock-title" className="mt-1 text-xl font-semibold text-fg">
              VINO-STOCK/USD
            </h2>
          </div>
          {stock ? <Badge tone={stock.source === 'reference' ? 'warning' : 'info'}>{stock.source_label}</Badge> : null}
        </div>
        {stock ? (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="rounded-xl border border-border bg-surface-2/50 p-3">
              <dt className="text-xs text-fg-muted">Price</dt>
              <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">
                ${formatDecimalString(stock.price, 2)}
              </dd>
              <dd className="text-xs text-fg-subtle tabular-nums">{formatChangePercent(stock.change_pct)}</dd>
            </div>
            <div className="rounded-xl border border-border bg-surface-2/50 p-3">
              <dt className="text-xs text-fg-muted">Dividend yield</dt>
              <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">
                {stock.dividend_yield_pct === null ? '—' : `${formatDecimalString(stock.dividend_yield_pct, 1)}%`}
              </dd>
            </div>
            <div className="rounded-xl border border-border bg-surface-2/50 p-3">
              <dt className="text-xs text-fg-muted">Market cap</dt>
              <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-fg">
                {formatCompactUsd(stock.market_cap)}
              </dd>
            </div>
          </dl>
        ) : prices.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-fg">
              Unable to load the VINO-STOCK quote
            </p>
            <Button variant="secondary" size="sm" onClick={() => void prices.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <div role="status" aria-label="Loading the VINO-STOCK quote" className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        )}
        <p className="text-sm text-fg-muted">
          VINO-STOCK is quoted here, not traded. Shares are bought through our broker-dealer partner; we will put you in
          touch.
          {stock ? ` As of ${new Date(stock.as_of).toLocaleDateString()}.` : ''}
        </p>
        <div>
          <ButtonLink to={withQuery(paths.contact.getHref(), CONTACT_PREFILL)} variant="gold">
            Contact a broker-dealer partner
          </ButtonLink>
        </div>
      </Card>
    </section>
  );
}
