import type { Presale } from '../../../../contracts/metrics';
import { formatUsd } from '../../../../domain/format';
import { ButtonLink } from '../../../components/ui/button';
import { BUY_FROM_HOME_HREF } from './buy-links';

/**
 * Buy bar for phones (below 768 px). It is `position: sticky` as the last child of the page, not
 * `fixed`: it rides the bottom of the viewport while the page scrolls and then settles at the end
 * of the page, so it can never cover the footer.
 */
export function MobileBuyBar({ presale }: { presale: Presale | undefined }) {
  return (
    <div className="sticky bottom-0 z-30 border-t border-gold/30 bg-bg/95 px-4 py-3 backdrop-blur md:hidden">
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
