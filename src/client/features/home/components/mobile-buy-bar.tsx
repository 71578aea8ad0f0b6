import type { Presale } from '../../../../contracts/metrics';
import { formatUsd } from '../../../../domain/format';
import { cn } from '../../../lib/cn';
import { ButtonLink } from '../../../components/ui/button';
import { BUY_FROM_HOME_HREF } from './buy-links';

/**
 * Buy bar for phones (below 768 px). It is `position: sticky` as the last child of the page, not
 * `fixed`: it rides the bottom of the viewport while the page scrolls and then settles at the end
 * of the page, so it can never cover the footer.
 *
 * While the hero's own buttons are on screen (`isHidden`) the bar would only repeat them and, on a
 * short phone, cover them: it slides out of view and is inert (not focusable, not clickable) until
 * they have scrolled away. It keeps its place in the layout, so showing it shifts nothing.
 */
export function MobileBuyBar({ presale, isHidden }: { presale: Presale | undefined; isHidden: boolean }) {
  return (
    <div
      inert={isHidden}
      aria-hidden={isHidden || undefined}
      data-testid="mobile-buy-bar"
      className={cn(
        'sticky bottom-0 z-30 border-t border-gold/30 bg-bg/95 px-4 py-3 backdrop-blur transition-[transform,opacity] duration-200 motion-reduce:transition-none md:hidden',
        isHidden && 'pointer-events-none translate-y-full opacity-0',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          {presale ? (
            <>
              <span className="font-semibold tabular-nums text-fg">{formatUsd(presale.price_usd, true)}</span> per VINO
              <span className="ml-2 text-gold tabular-nums">Save {presale.discount_percent}%</span>
            </>
          ) : (
            'VINO presale'
          )}
        </p>
        <ButtonLink to={BUY_FROM_HOME_HREF} variant="gold">
          Buy VINO
        </ButtonLink>
      </div>
    </div>
  );
}
