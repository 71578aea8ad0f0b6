import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** Closing calls to action: both lead to the purchase page. */
export function WineCta() {
  return (
    <section
      aria-labelledby="wine-cta-title"
      className="rounded-3xl border border-gold/30 bg-gradient-to-br from-brand-soft via-surface to-surface p-8 text-center shadow-card sm:p-12"
    >
      <h2 id="wine-cta-title" className="text-2xl font-semibold text-fg sm:text-3xl">
        Own a share of the world’s finest cellars
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-fg-muted">
        Every VINO token is backed by the wines above, stored in insured, climate-controlled vaults and audited every
        quarter.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.buyVino.getHref()} variant="gold" size="lg">
          Start Investing
        </ButtonLink>
        <ButtonLink to={paths.buyVino.getHref()} variant="secondary" size="lg">
          Buy VINO Tokens
        </ButtonLink>
      </div>
    </section>
  );
}
