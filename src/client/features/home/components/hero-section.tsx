import type { UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import type { Presale } from '../../../../contracts/metrics';
import { formatUsd } from '../../../../domain/format';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { BUY_FROM_HOME_HREF } from './buy-links';
import { Countdown } from './countdown';
import { PresaleCounter } from './presale-counter';

export function HeroSection({
  presaleQuery,
  actionsRef,
}: {
  presaleQuery: UseQueryResult<Presale>;
  /** The call-to-action row: the phone buy bar stays hidden while it is in view, so it never covers it. */
  actionsRef?: Ref<HTMLDivElement>;
}) {
  const presale = presaleQuery.data;
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 pt-8 pb-10 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:items-center lg:gap-14"
    >
      <div className="flex flex-col gap-5 sm:gap-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Real-world-asset stablecoin</p>
        <h1 id="hero-title" className="text-4xl font-semibold leading-tight text-fg sm:text-5xl sm:leading-[1.1]">
          Fine wine, tokenised. <span className="text-gold-strong">Stable by design.</span>
        </h1>
        {/* One size smaller on a phone, so both calls to action stay above the fold under the presale banner. */}
        <p className="max-w-xl text-base text-fg-muted sm:text-lg">
          VINO is a stablecoin backed by investment-grade wine held in insured, climate-controlled vaults and issued by
          a publicly listed company. Own a share of the world's great cellars from a single token.
        </p>
        <div ref={actionsRef} className="flex flex-wrap gap-3">
          <ButtonLink to={BUY_FROM_HOME_HREF} variant="gold" size="lg">
            Buy VINO Now
          </ButtonLink>
          <ButtonLink to={paths.about.getHref()} variant="secondary" size="lg">
            How VINO works
          </ButtonLink>
        </div>
        <PresaleCounter presale={presale} />
      </div>

      <div className="rounded-3xl border border-gold/35 bg-surface/90 p-5 shadow-card sm:p-7">
        {presale ? (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <p className="text-sm text-fg-muted">Presale price</p>
                <p className="font-display text-4xl font-semibold tabular-nums text-fg sm:text-5xl">
                  {formatUsd(presale.price_usd, true)}
                  <span className="ml-2 font-sans text-base font-normal text-fg-muted">per VINO</span>
                </p>
              </div>
              <div className="sm:text-right">
                <p className="text-sm text-fg-muted">
                  Launch price{' '}
                  <span className="tabular-nums line-through decoration-fg-subtle">
                    {formatUsd(presale.launch_price_usd, true)}
                  </span>
                </p>
                <p className="mt-1 inline-block rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-gold-strong tabular-nums">
                  Save {presale.discount_percent}%
                </p>
              </div>
            </div>
            <Countdown endsAt={presale.ends_at} />
            <ButtonLink to={BUY_FROM_HOME_HREF} variant="primary" size="lg" fullWidth>
              Reserve at the presale price
            </ButtonLink>
          </div>
        ) : presaleQuery.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-semibold text-fg">Unable to load the presale offer</p>
            <p className="text-sm text-fg-muted">The current price and countdown could not be loaded.</p>
            <Button variant="secondary" onClick={() => void presaleQuery.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-6" role="status" aria-label="Loading the presale offer">
            <Skeleton className="h-12 w-48" />
            <div className="grid grid-cols-4 gap-3">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20" />
              ))}
            </div>
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </div>
    </section>
  );
}
