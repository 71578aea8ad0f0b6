/**
 * Placeholder for an area that a later issue builds: names the area, says it is coming, and
 * offers useful ways on (home, about, contact). Rendered by router.tsx with `area`.
 */
import { ButtonLink } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function UnderConstructionPage({ area }: { area: string }) {
  useDocumentMeta(`${area} — VINO`, `The ${area} area of VINO is being built and opens here as soon as it is ready.`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl border border-border bg-surface/80 p-8 shadow-card sm:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-28 -left-20 h-64 w-64 rounded-full bg-gold/10 blur-3xl"
        />
        <div className="relative">
          <Badge tone="gold">Being built</Badge>
          <h1 className="mt-5 text-3xl font-semibold sm:text-4xl">{area}</h1>
          <p className="mt-4 max-w-xl text-base text-fg-muted sm:text-lg">
            We are building the {area} area right now. It will open here, with live data from the platform, as soon as
            it is ready.
          </p>
          <div
            aria-hidden="true"
            className="mt-8 h-px w-full max-w-sm bg-gradient-to-r from-brand via-gold to-transparent"
          />
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to={paths.home.getHref()}>Back to home</ButtonLink>
            <ButtonLink to={paths.about.getHref()} variant="secondary">
              Learn about VINO
            </ButtonLink>
            <ButtonLink to={paths.contact.getHref()} variant="ghost">
              Contact the team
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}
