/**
 * /email-preferences (operator spec section 2): the eight categories on or off and the frequency,
 * saved on the server. Reached with a signed link (?token=…, &from=unsubscribe after unsubscribing)
 * or as the signed-in user (linked from the dashboard settings). Without either it says how to get in.
 */
import { useSearchParams } from 'react-router';
import { EMAIL_MESSAGES } from '../../../contracts/email';
import { useEmailPreferences } from '../../api/email/get-email-preferences';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSession } from '../../shared/session';
import { PreferencesForm } from './preferences-form';

export default function EmailPreferencesPage() {
  useDocumentMeta('Email Preferences — VINO', 'Choose which VINO e-mails you receive and how often.');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const fromUnsubscribe = params.get('from') === 'unsubscribe';
  const session = useSession();
  const canLoad = !!token || session.isSignedIn;
  const preferences = useEmailPreferences(token, canLoad);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Your e-mail</p>
        <h1 className="mt-2 text-3xl font-semibold text-fg sm:text-4xl">Email Preferences</h1>
        <p className="mt-3 text-fg-muted">Choose which e-mails you receive from VINO and how often.</p>
      </header>
      <div className="mt-8 flex flex-col gap-6">
        {fromUnsubscribe && (
          <Alert tone="info" title={EMAIL_MESSAGES.unsubscribed}>
            Turn on anything you would still like to receive, then save.
          </Alert>
        )}
        {!canLoad && !session.isLoading ? (
          <Alert tone="info" title="Sign in or use your e-mail link">
            Open the preferences link at the bottom of any VINO e-mail, or sign in to manage the e-mails of your
            account.
          </Alert>
        ) : preferences.isError ? (
          isApiError(preferences.error) && preferences.error.code === 'INVALID_LINK' ? (
            <Alert tone="error" title="This link cannot be used">
              {EMAIL_MESSAGES.invalidLink} Use the link in a recent e-mail, or sign in.
            </Alert>
          ) : (
            <LoadError
              title="Your preferences could not be loaded"
              message={preferences.error.message}
              onRetry={() => void preferences.refetch()}
            />
          )
        ) : preferences.data ? (
          <PreferencesForm token={token} saved={preferences.data} />
        ) : (
          <div className="flex flex-col gap-3">
            <p role="status" className="sr-only">
              Loading your preferences…
            </p>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        )}
        <p className="text-sm text-fg-muted">
          Important account and security notices will continue to be sent even after unsubscribing.
        </p>
        <div className="flex flex-wrap gap-3">
          {!canLoad && !session.isLoading && (
            <ButtonLink to={paths.auth.getHref({ mode: 'signin' })}>Sign in</ButtonLink>
          )}
          <ButtonLink to={paths.home.getHref()} variant="ghost">
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
