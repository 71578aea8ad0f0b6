/** The 404 page for any unknown path. */
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function NotFoundPage() {
  useDocumentMeta(
    'Page not found — VINO',
    'The page you were looking for does not exist. Go back to the VINO home page or browse the wine-backed token.',
  );
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-display text-7xl font-semibold text-gold/80 tabular-nums" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-fg-muted">
        The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home.getHref()}>Back to home</ButtonLink>
        <ButtonLink to={paths.contact.getHref()} variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}
