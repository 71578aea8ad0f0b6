import { Link } from 'react-router';
import type { Presale } from '../../../../contracts/metrics';
import { formatUsd } from '../../../../domain/format';
import { BUY_FROM_PRESALE_BANNER_HREF } from './buy-links';

/** Same shape as real figures, only to size the strip while loading; never shown (invisible). */
const SIZING_PRESALE = { price_usd: '0.00', launch_price_usd: '0.00', discount_percent: 10 } as Presale;

/**
 * Thin strip above the hero. Renders only with real presale figures (never invented ones); while
 * they load, an invisible copy holds the strip's height (it wraps to several lines on phones), so
 * the hero does not jump down when the figures arrive.
 */
export function PresaleBanner({ presale }: { presale: Presale | undefined }) {
  if (!presale)
    return (
      <div aria-hidden="true" className="invisible">
        <BannerStrip presale={SIZING_PRESALE} />
      </div>
    );
  return <BannerStrip presale={presale} />;
}

function BannerStrip({ presale }: { presale: Presale }) {
  return (
    <div className="border-b border-gold/25 bg-gradient-to-r from-brand-soft via-surface to-brand-soft">
      <p className="mx-auto flex min-h-11 max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 sm:px-6 py-2 text-center text-sm text-fg">
        <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-on-gold">
          Presale live
        </span>
        <span>
          Buy VINO at <strong className="tabular-nums">{formatUsd(presale.price_usd, true)}</strong> before launch at{' '}
          <span className="tabular-nums">{formatUsd(presale.launch_price_usd, true)}</span> — save{' '}
          <span className="tabular-nums">{presale.discount_percent}%</span>.
        </span>
        <Link
          to={BUY_FROM_PRESALE_BANNER_HREF}
          className="focus-ring inline-flex min-h-11 items-center rounded px-1 font-semibold text-gold-strong underline underline-offset-4 hover:text-gold"
        >
          Join the presale
        </Link>
      </p>
    </div>
  );
}
