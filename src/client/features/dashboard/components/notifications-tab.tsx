/** The dashboard's Notifications tab: the user's notifications from the server, newest first, with mark read. */
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyNotifications } from '../../../api/notifications/find-my-notifications';
import { useMarkNotificationsRead } from '../../../api/notifications/mark-notifications-read';
import { LoadError } from '../../../components/ui/load-error';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function NotificationsTab() {
  const list = useMyNotifications();
  const markRead = useMarkNotificationsRead();
  if (list.isError)
    return (
      <LoadError
        title="Unable to load notifications"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <Skeleton className="h-40 w-full" />;
  const { items, unread } = list.data;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-fg">Notifications</h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          Mark all read
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="mt-4 text-fg-muted">
          No notifications yet. Triggered price alerts, trades, staking rewards and account updates appear here.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border/60">
          {items.map((n) => (
            <li key={n.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                  {n.title}
                  {n.read ? null : <Badge tone="gold">New</Badge>}
                </p>
                <p className="mt-1 text-sm text-fg-muted">{n.message}</p>
                <p className="mt-1 text-xs text-fg-subtle">
                  <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
                </p>
              </div>
              {n.read ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => markRead.mutate([n.id])}
                  aria-label={`Mark "${n.title}" read`}
                >
                  Mark read
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
