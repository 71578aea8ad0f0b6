import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** The article's closing call to action (investor spec section 2): Start Investing goes to /buy. */
export function ArticleClosingCta() {
  return (
    <section
      aria-labelledby="article-cta-title"
      className="rounded-3xl border border-gold/35 bg-gradient-to-br from-brand-soft via-surface to-surface px-6 py-12 text-center shadow-card sm:px-12"
    >
      <h2 id="article-cta-title" className="text-3xl font-semibold text-fg sm:text-4xl">
        Ready to Start Your Wine Investment Journey?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-fg-muted">
        Own a share of a reserve of investment-grade wine from $100, with the backing published for everyone to check.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.buy.getHref()} variant="gold" size="lg">
          Start Investing
        </ButtonLink>
        <ButtonLink to={paths.wineAssets.getHref()} variant="secondary" size="lg">
          Explore Wine Assets
        </ButtonLink>
      </div>
    </section>
  );
}
