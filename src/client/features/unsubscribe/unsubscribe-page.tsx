/**
 * /unsubscribe (operator spec section 2; states of section 4; texts of section 8).
 * - ?token=… (signed link): the page unsubscribes from all at once (loading → success), or shows
 *   error "Unsubscribe Failed" when the server refuses the link (forged, altered, expired).
 * - ?email=… alone: nothing is unsubscribed; a signed confirmation link is mailed (the
 *   mailbox is proven first).
 * - neither: invalid "Invalid Unsubscribe Link".
 * Success offers Resubscribe (forget the unsubscribe, then home) and Customize Preferences
 * Instead; error and invalid offer Contact Support (/contact) and a link to /.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EMAIL_MESSAGES } from '../../../contracts/email';
import { useRequestUnsubscribeByEmail } from '../../api/email/request-unsubscribe-by-email';
import { useResubscribeByToken } from '../../api/email/resubscribe-by-token';
import { useUnsubscribeByToken } from '../../api/email/unsubscribe-by-token';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { ConsentCard } from './consent-card';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export default function UnsubscribePage() {
  useDocumentMeta('Unsubscribe — VINO', 'Unsubscribe from VINO e-mails or choose which ones you receive.');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const email = params.get('email')?.trim() || null;
  // A token that cannot even be decoded is the spec's invalid state; a well-formed one the server
  // refuses (forged, expired) is its error state.
  if (token) return TOKEN_SHAPE.test(token) ? <UnsubscribeWithToken token={token} /> : <InvalidLink />;
  if (email) return <UnsubscribeByEmail email={email} />;
  return <InvalidLink />;
}

function UnsubscribeWithToken({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeByToken();
  const resubscribe = useResubscribeByToken();
  const navigate = useNavigate();
  const showToast = useToast();
  const sent = useRef<string | null>(null);
  const { mutate } = unsubscribe;

  // Once per token: React's development double effect must not send the request twice.
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (unsubscribe.isError) {
    const invalid = isApiError(unsubscribe.error) && unsubscribe.error.code === 'INVALID_LINK';
    return (
      <ConsentCard title={EMAIL_MESSAGES.unsubscribeFailedTitle} tone="error">
        <p>{invalid ? EMAIL_MESSAGES.invalidLink : EMAIL_MESSAGES.unsubscribeFailed}</p>
        <SupportLinks />
      </ConsentCard>
    );
  }
  if (!unsubscribe.isSuccess) {
    return (
      <ConsentCard title="Unsubscribing…">
        <p role="status" className="flex items-center gap-3">
          <Spinner /> Processing your request…
        </p>
      </ConsentCard>
    );
  }
  const onResubscribe = () =>
    resubscribe.mutate(token, {
      onSuccess: (result) => {
        showToast({ tone: 'success', title: result.message });
        void navigate(paths.home.getHref());
      },
    });
  return (
    <ConsentCard title="You're Unsubscribed" tone="success">
      <p role="status">{unsubscribe.data.message}</p>
      <p className="text-sm text-fg-muted">Important account and security notices will continue to be sent to you.</p>
      {resubscribe.isError && <Alert tone="error">{EMAIL_MESSAGES.resubscribeFailed}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={onResubscribe} isLoading={resubscribe.isPending}>
          Resubscribe
        </Button>
        <ButtonLink
          variant="secondary"
          to={paths.emailPreferences.getHref({ token: unsubscribe.data.preferencesToken, from: 'unsubscribe' })}
        >
          Customize Preferences Instead
        </ButtonLink>
      </div>
    </ConsentCard>
  );
}

function UnsubscribeByEmail({ email }: { email: string }) {
  const request = useRequestUnsubscribeByEmail();
  const [asked, setAsked] = useState(false);
  if (request.isError) {
    return (
      <ConsentCard title={EMAIL_MESSAGES.unsubscribeFailedTitle} tone="error">
        <p>{request.error.message}</p>
        <SupportLinks />
      </ConsentCard>
    );
  }
  if (request.isSuccess) {
    return (
      <ConsentCard title="Check your email" tone="success">
        <p role="status">{request.data.message}</p>
        <ButtonLink variant="secondary" to={paths.home.getHref()} className="self-start">
          Back to Home
        </ButtonLink>
      </ConsentCard>
    );
  }
  return (
    <ConsentCard title="Unsubscribe">
      <p>
        To protect your subscription, we first send a confirmation link to{' '}
        <strong className="break-all">{email}</strong>. Nothing changes until that link is opened.
      </p>
      <Button
        variant="primary"
        className="self-start"
        isLoading={request.isPending}
        disabled={asked}
        onClick={() => {
          setAsked(true);
          request.mutate(email, { onError: () => setAsked(false) });
        }}
      >
        Send confirmation link
      </Button>
    </ConsentCard>
  );
}

function InvalidLink() {
  return (
    <ConsentCard title={EMAIL_MESSAGES.invalidLinkTitle} tone="error">
      <p>
        This link is missing the information we need to find your subscription. Use the unsubscribe link in one of our
        e-mails.
      </p>
      <SupportLinks />
    </ConsentCard>
  );
}

function SupportLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink variant="primary" to={paths.contact.getHref()}>
        Contact Support
      </ButtonLink>
      <ButtonLink variant="ghost" to={paths.home.getHref()}>
        Back to Home
      </ButtonLink>
    </div>
  );
}
