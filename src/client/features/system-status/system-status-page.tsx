/**
 * /supabase-test and /system-status: the backend configuration test page (core spec section 2).
 * Configuration panel, errors and warnings, the live connection test with Retest, a demo-mode
 * notice, and setup instructions when not connected and not in demo mode.
 */
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { IconRefresh } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePublicConfig } from '../../api/system/get-public-config';
import { useSystemStatus } from '../../api/system/get-system-status';
import { ConfigPanel } from './components/config-panel';
import { ConnectionResult } from './components/connection-result';
import { SetupInstructions } from './components/setup-instructions';

export default function SystemStatusPage() {
  useDocumentMeta(
    'System Status — VINO',
    'Live status of the VINO platform: the database connection, the configuration and the mode it runs in.',
  );
  const status = useSystemStatus();
  const data = status.data;
  // The demo notice sits above the results: decide it from the public config, which the app loads
  // at start, so it does not appear late and push the results down (a layout shift).
  const isDemoMode = usePublicConfig().data?.demoMode ?? data?.config.demoMode ?? false;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Backend configuration test</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">System Status</h1>
          <p className="mt-2 max-w-2xl text-fg-muted">
            Checks this server's configuration and tests the database connection live.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void status.refetch()}
          isLoading={status.isFetching}
          leadingIcon={<IconRefresh size={16} />}
        >
          Retest
        </Button>
      </div>

      {status.isError ? (
        <Alert tone="error" title="Not Connected" className="mt-8">
          The status check could not reach the server:{' '}
          {status.error instanceof Error ? status.error.message : 'unknown error'}.
        </Alert>
      ) : null}

      {isDemoMode ? (
        <Alert tone="info" title="Demo mode is on" className="mt-8">
          This server runs with seeded demo accounts and demo history (members, sign-ins and revenue) on an embedded
          database. Emails go to the <Link to={paths.mailbox.getHref()}>development mailbox</Link> instead of real
          inboxes. Set <code>DEMO_MODE=false</code> and a <code>DATABASE_URL</code> for production.
        </Alert>
      ) : null}

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1fr_1.2fr]">
        <Card as="section" aria-labelledby="connection-heading" className="min-h-64">
          <CardTitle as="h2">
            <span id="connection-heading">Connection test</span>
          </CardTitle>
          <div className="mt-4" aria-live="polite">
            {data ? (
              <ConnectionResult connection={data.connection} />
            ) : status.isPending ? (
              <div className="space-y-3" role="status">
                <span className="sr-only">Testing connection</span>
                <Skeleton className="h-8 w-48" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            ) : (
              <p className="text-2xl font-semibold">Not Connected</p>
            )}
          </div>
          {data ? (
            <p className="mt-6 text-xs text-fg-subtle">
              Checked at <time dateTime={data.checkedAt}>{new Date(data.checkedAt).toLocaleString()}</time>
            </p>
          ) : null}
        </Card>

        <Card as="section" aria-labelledby="config-heading">
          <CardTitle as="h2">
            <span id="config-heading">Configuration</span>
          </CardTitle>
          <div className="mt-2">
            {data ? (
              <ConfigPanel config={data.config} />
            ) : (
              <div className="space-y-5 py-3">
                {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (
                  <Skeleton key={i} className="h-5 w-full" />
                ))}
              </div>
            )}
          </div>
        </Card>
      </div>

      {data ? (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Card as="section" aria-labelledby="errors-heading">
            <CardTitle as="h2">
              <span id="errors-heading">Configuration errors</span>
            </CardTitle>
            <IssueList items={data.errors} empty="No configuration errors." tone="danger" />
          </Card>
          <Card as="section" aria-labelledby="warnings-heading">
            <CardTitle as="h2">
              <span id="warnings-heading">Warnings</span>
            </CardTitle>
            <IssueList items={data.warnings} empty="No warnings." tone="warning" />
          </Card>
        </div>
      ) : null}

      {(data && !data.connection.connected && !data.config.demoMode) || status.isError ? (
        <Card as="section" aria-labelledby="setup-heading" className="mt-6">
          <CardTitle as="h2">
            <span id="setup-heading">Setup instructions</span>
          </CardTitle>
          <div className="mt-4">
            <SetupInstructions />
          </div>
        </Card>
      ) : null}

      <div className="mt-8">
        <ButtonLink to={paths.home.getHref()} variant="ghost">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}

function IssueList({ items, empty, tone }: { items: string[]; empty: string; tone: 'danger' | 'warning' }) {
  if (items.length === 0) return <p className="mt-3 text-sm text-fg-muted">{empty}</p>;
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm">
          <span
            aria-hidden="true"
            className={
              tone === 'danger'
                ? 'mt-1.5 h-2 w-2 shrink-0 rounded-full bg-danger'
                : 'mt-1.5 h-2 w-2 shrink-0 rounded-full bg-warning'
            }
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
