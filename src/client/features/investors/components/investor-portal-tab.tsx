import { useLocation } from 'react-router';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconDownload, IconLock } from '../../../components/ui/icons/objects';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, withQuery } from '../../../lib/paths';
import { useGreetingName, useSession } from '../../../shared/session';
import { documentDownloadPath } from '../../../../contracts/documents';
import { PortalDocuments } from './portal-documents';
import { PortalHoldings } from './portal-holdings';

const Q4_REPORT_URL = documentDownloadPath('q4-report');

/**
 * The Investor Portal: a real sign-in (the app's own, returning here) for visitors; for a signed-in
 * user their holdings from the ledger, the documents they may open and their download history.
 */
export function InvestorPortalTab({ onRequestAccess }: { onRequestAccess: () => void }) {
  const session = useSession();
  const greeting = useGreetingName();
  const location = useLocation();

  if (session.isLoading) {
    return (
      <div role="status" aria-label="Loading the investor portal" className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  if (!session.user) {
    return (
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
        <span
          className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-gold"
          aria-hidden="true"
        >
          <IconLock size={22} />
        </span>
        <h3 className="text-2xl font-semibold text-fg">Investor Portal</h3>
        <p className="text-fg-muted">
          Sign in to see your holdings, the investor documents open to your account and your download history.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.auth.getHref()} state={{ from: location }} variant="primary" size="lg">
            Sign In to the Portal
          </ButtonLink>
          <ButtonLink
            to={paths.auth.getHref({ mode: 'signup' })}
            state={{ from: location }}
            variant="secondary"
            size="lg"
          >
            Create Account
          </ButtonLink>
        </div>
        <button type="button" onClick={onRequestAccess} className={buttonClasses('ghost')}>
          Request Investor Access
        </button>
      </Card>
    );
  }

  const status = session.profile?.investor_status ?? 'none';
  return (
    <div className="flex flex-col gap-6">
      <Card tone="highlight" className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-2xl font-semibold text-fg">Welcome, {greeting}</h3>
          <p className="text-fg-muted">
            Investor status: <span className="font-medium capitalize text-fg">{status}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={Q4_REPORT_URL} download className={buttonClasses('gold')}>
            <IconDownload size={16} />
            Download Q4 Report
          </a>
          <ButtonLink
            to={withQuery(paths.contact.getHref(), {
              subject: 'Schedule a call with investor relations',
              category: 'investment',
            })}
            variant="secondary"
          >
            Schedule Call
          </ButtonLink>
          {status === 'accredited' ? null : (
            <button type="button" onClick={onRequestAccess} className={buttonClasses('ghost')}>
              Request Investor Access
            </button>
          )}
        </div>
      </Card>
      <PortalHoldings />
      <PortalDocuments />
    </div>
  );
}
