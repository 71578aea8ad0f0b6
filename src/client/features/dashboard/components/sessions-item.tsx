/** One row of the active-sessions list. */
import type { ActiveSession } from '../../../../contracts/sessions';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{WHEN.format(new Date(iso))}</time>;
}

export function SessionsItem({
  session,
  onSignOut,
  isSigningOut,
}: {
  session: ActiveSession;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          {session.device}
          {session.isCurrent ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="text-sm text-fg-muted">
          {session.ipAddress ? `IP ${session.ipAddress}` : 'IP unknown'} · Signed in <When iso={session.signedInAt} />
        </p>
        <p className="text-sm text-fg-muted">
          Last active <When iso={session.lastActiveAt} />
        </p>
      </div>
      {session.isCurrent ? null : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onSignOut}
          isLoading={isSigningOut}
          aria-label={`Sign out ${session.device}, signed in ${new Date(session.signedInAt).toLocaleString()}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
