import { Card } from '../../../components/ui/card';
import { IconCheckCircle } from '../../../components/ui/icons';
import { IconChart, IconDownload, IconLock, IconShield } from '../../../components/ui/icons/objects';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { usePrices } from '../../../api/prices/get-prices';

/** A static file served by the server, not a client route (the documents issue generates it). */
export const ANNUAL_REPORT_HREF = '/docs/annual-report-2023.pdf';

const TRUST_SIGNALS = [
  { icon: IconShield, title: 'SEC Registered', body: 'VINO Stock is registered and reports publicly.' },
  {
    icon: IconCheckCircle,
    title: 'Audited Financials',
    body: 'Independent auditors review the accounts and the reserve.',
  },
  { icon: IconLock, title: 'Fully Insured', body: 'Every bottle in the reserve is insured in bonded vaults.' },
] as const;

const signed = (value: string) => `${Number(value) >= 0 ? '+' : ''}${Number(value).toFixed(1)}%`;

/** Year-to-date tiles from the quotes, the trust signals and the page's action buttons. */
export function PerformanceAndTrust() {
  const prices = usePrices();
  return (
    <section aria-labelledby="performance-title" className="flex flex-col gap-6">
      <h2 id="performance-title" className="text-2xl font-semibold text-fg">
        Performance and trust
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['VINO Stock YTD', prices.data?.stock.ytd_performance_pct],
            ['VINO Token YTD', prices.data?.token.ytd_performance_pct],
          ] as const
        ).map(([label, value]) => (
          <li key={label}>
            <Card className="flex items-center gap-4">
              <span className="flex size-11 items-center justify-center rounded-xl bg-success-soft text-success">
                <IconChart size={22} />
              </span>
              <div>
                <p className="text-sm text-fg-muted">{label}</p>
                <p className="font-display text-3xl font-semibold tabular-nums text-success">
                  {value !== undefined ? signed(value) : prices.isError ? '—' : <Skeleton className="h-8 w-24" />}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ul className="grid gap-4 md:grid-cols-3">
        {TRUST_SIGNALS.map(({ icon: Icon, title, body }) => (
          <li key={title}>
            <Card tone="muted" className="flex h-full gap-3">
              <Icon size={22} className="shrink-0 text-gold" />
              <div>
                <h3 className="font-semibold text-fg">{title}</h3>
                <p className="text-sm text-fg-muted">{body}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.trading.getHref({ tab: 'stock' })} variant="secondary">
          Investor Presentation
        </ButtonLink>
        <a href={ANNUAL_REPORT_HREF} download className={buttonClasses('secondary')}>
          <IconDownload size={18} />
          Annual Report
        </a>
        <ButtonLink to={paths.trading.getHref({ symbol: 'VINO-STOCK' })} variant="primary">
          Buy Stock
        </ButtonLink>
        <ButtonLink to={paths.buyVino.getHref()} variant="gold">
          Buy Tokens
        </ButtonLink>
      </div>
    </section>
  );
}
