import type { ReactNode } from 'react';
import type { Quote } from '../../../../contracts/prices';
import { formatCompactUsd } from '../../../../domain/format';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { usePrices } from '../../../api/prices/get-prices';
import { useReserves } from '../../../api/metrics/get-reserves';
import { LoadError } from '../../../components/ui/load-error';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-2/70 p-3">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums text-fg">{children}</dd>
    </div>
  );
}

/** Where a quote comes from and when, always visible: reference data is never shown as live. */
function SourceLabel({ quote }: { quote: Quote }) {
  const asOf = new Date(quote.as_of).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="text-xs text-fg-subtle">
      <Badge tone={quote.source === 'exchange' ? 'success' : 'warning'}>{quote.source_label}</Badge>{' '}
      <span className="whitespace-nowrap">as of {asOf}</span>
    </p>
  );
}

const pct = (value: string | null) => (value === null ? '—' : `${Number(value).toFixed(1)}%`);

/** The stock and token cards, from /api/v1/prices (and the reserve for the backing ratio). */
export function QuoteCards() {
  const prices = usePrices();
  const reserves = useReserves();
  if (prices.isPending)
    return (
      <div className="grid gap-5 md:grid-cols-2">
        <Skeleton className="h-72 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  if (prices.isError)
    return (
      <LoadError title="Unable to load prices" message={prices.error.message} onRetry={() => void prices.refetch()} />
    );
  const { stock, token } = prices.data;
  const backing = reserves.data ? `${Math.floor(Number(reserves.data.backing_ratio))}%` : reserves.isError ? '—' : '…';
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card as="article" aria-labelledby="stock-card-title" className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">Traditional equity</p>
            <h2 id="stock-card-title" className="mt-1 text-2xl font-semibold text-fg">
              VINO Stock
            </h2>
          </div>
          <p className="font-display text-3xl font-semibold tabular-nums text-fg">${stock.price}</p>
        </div>
        <dl className="grid grid-cols-3 gap-2">
          <Figure label="Market Cap">{formatCompactUsd(stock.market_cap)}</Figure>
          <Figure label="P/E Ratio">{stock.pe_ratio === null ? '—' : `${Number(stock.pe_ratio).toFixed(1)}x`}</Figure>
          <Figure label="Dividend Yield">{pct(stock.dividend_yield_pct)}</Figure>
        </dl>
        <SourceLabel quote={stock} />
        <ButtonLink to={paths.trading.getHref({ symbol: 'VINO-STOCK' })} variant="secondary" className="mt-auto">
          Trade VINO Stock
        </ButtonLink>
      </Card>
      <Card as="article" tone="highlight" aria-labelledby="token-card-title" className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">Wine-backed token</p>
            <h2 id="token-card-title" className="mt-1 text-2xl font-semibold text-fg">
              VINO Token
            </h2>
          </div>
          <p className="font-display text-3xl font-semibold tabular-nums text-fg">${token.price}</p>
        </div>
        <dl className="grid grid-cols-3 gap-2">
          <Figure label="Market Cap">{formatCompactUsd(token.market_cap)}</Figure>
          <Figure label="Backing Ratio">{backing}</Figure>
          <Figure label="Staking APY">{pct(token.staking_apy_pct)}</Figure>
        </dl>
        <SourceLabel quote={token} />
        <ButtonLink to={paths.buyVino.getHref()} variant="gold" className="mt-auto">
          Buy VINO Tokens
        </ButtonLink>
      </Card>
    </div>
  );
}
