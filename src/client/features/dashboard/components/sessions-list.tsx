/**
 * Active sessions (Security section): every browser signed in to the account, with its device,
 * address, sign-in time and last activity; "This device" marks the one in use. Any other session
 * can be signed out, one by one or all at once; its cookie stops working immediately.
 */
import { SESSION_MESSAGES, type ActiveSession } from '../../../../contracts/sessions';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useMySessions } from '../../../api/sessions/find-my-sessions';
import { useRevokeMySession } from '../../../api/sessions/revoke-my-session';
import { useRevokeOtherSessions } from '../../../api/sessions/revoke-other-sessions';
import { LoadError } from '../../../components/ui/load-error';
import { SessionsItem } from './sessions-item';

export function SessionsList() {
  const sessions = useMySessions();
  const revoke = useRevokeMySession();
  const revokeOthers = useRevokeOtherSessions();
  const toast = useToast();

  if (sessions.isError)
    return (
      <LoadError
        title="Unable to load your sessions"
        message={sessions.error.message}
        onRetry={() => void sessions.refetch()}
      />
    );

  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.isCurrent).length;

  function signOut(item: ActiveSession) {
    revoke.mutate(item.id, {
      onSuccess: () => toast({ tone: 'success', title: SESSION_MESSAGES.revoked, description: item.device }),
      onError: (e) => toast({ tone: 'error', title: 'Could not sign out that session', description: e.message }),
    });
  }

  function signOutOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => toast({ tone: 'success', title: SESSION_MESSAGES.othersRevoked(revoked) }),
      onError: (e) => toast({ tone: 'error', title: 'Could not sign out your other sessions', description: e.message }),
    });
  }

  return (
    <section aria-labelledby="active-sessions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h4 id="active-sessions-heading" className="font-medium text-fg">
            Active sessions
          </h4>
          <p className="text-sm text-fg-muted">Browsers and devices signed in to your account.</p>
        </div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={signOutOthers}
          disabled={others === 0}
          isLoading={revokeOthers.isPending}
        >
          Sign out other sessions
        </Button>
      </div>
      {sessions.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <ul
          className="divide-y divide-border rounded-xl border border-border"
          aria-labelledby="active-sessions-heading"
        >
          {items.map((item) => (
            <SessionsItem
              key={item.id}
              session={item}
              onSignOut={() => signOut(item)}
              isSigningOut={revoke.isPending && revoke.variables === item.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
