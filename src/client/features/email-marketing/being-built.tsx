/** A tab of the email marketing centre that the next issue session builds: says so, shows no invented data. */
import { Badge } from '../../components/ui/badge';

export function BeingBuilt({ area }: { area: string }) {
  return (
    <section aria-labelledby="email-placeholder-title" className="rounded-2xl border border-border bg-surface/80 p-8">
      <Badge tone="gold">Being built</Badge>
      <h2 id="email-placeholder-title" className="mt-4 text-2xl font-semibold">
        {area}
      </h2>
      <p className="mt-3 max-w-xl text-fg-muted">
        The {area} tab opens here, with live data from the platform, as soon as it is ready.
      </p>
    </section>
  );
}
