/**
 * /newsletter/confirm?token=… : the double opt-in link of the confirmation mail. The page sends the
 * signed token once (a page, not a GET that confirms, so link scanners that fetch URLs without
 * running scripts do not confirm for the person).
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_MESSAGES } from '../../../contracts/email';
import { useConfirmNewsletterSubscription } from '../../api/email/confirm-newsletter-subscription';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function NewsletterConfirmPage() {
  useDocumentMeta('Confirm your subscription — VINO', 'Confirm your subscription to VINO updates.');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || '';
  const confirm = useConfirmNewsletterSubscription();
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  const title = failed ? 'Confirmation failed' : confirm.isSuccess ? 'Subscription confirmed' : 'Confirming…';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <section
        aria-labelledby="confirm-title"
        className="flex flex-col gap-5 rounded-3xl border border-border bg-surface/80 p-8 text-fg-muted shadow-card sm:p-10"
      >
        <h1 id="confirm-title" className="text-3xl font-semibold text-fg">
          {title}
        </h1>
        {failed ? (
          <p role="alert">
            {confirm.isError && !(isApiError(confirm.error) && confirm.error.code === 'INVALID_LINK')
              ? confirm.error.message
              : `${EMAIL_MESSAGES.invalidLink} Sign up again to get a new link.`}
          </p>
        ) : confirm.isSuccess ? (
          <p role="status">{confirm.data.message}</p>
        ) : (
          <p role="status" className="flex items-center gap-3">
            <Spinner /> Processing your request…
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.home.getHref()}>Back to Home</ButtonLink>
          {failed && (
            <ButtonLink to={paths.contact.getHref()} variant="ghost">
              Contact Support
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
