import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { BUY_FROM_HOME_HREF } from './buy-links';

export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-title" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <div className="relative overflow-hidden rounded-3xl border border-gold/35 bg-gradient-to-br from-brand-soft via-surface to-surface px-6 py-12 text-center shadow-card sm:px-12">
        <h2 id="final-cta-title" className="text-3xl font-semibold text-fg sm:text-4xl">
          Start your wine portfolio today
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-fg-muted">
          Join the presale and hold a token backed by the world's finest vintages. Questions first? Our team replies
          within a day.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={BUY_FROM_HOME_HREF} variant="gold" size="lg">
            Buy VINO Now
          </ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary" size="lg">
            Talk to our team
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
