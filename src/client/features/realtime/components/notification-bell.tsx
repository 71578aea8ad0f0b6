/**
 * The notification bell (operator spec section 2): badge with the unread count (9+ above 9), a
 * dropdown of the 10 newest with Mark read and Mark all read, and toasts for up to 5 new unread
 * notifications (dismissing one marks it read). A disclosure: Escape or a click outside closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { IconClose } from '../../../components/ui/icons/interface';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useMarkNotificationsRead } from '../../../api/notifications/mark-notifications-read';
import { useLiveNotifications } from '../live/use-live-notifications';
import { badgeLabel, formatTimeAgo } from '../realtime-display';

const SHOWN = 10;

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function NotificationBell({ isSignedIn }: { isSignedIn: boolean }) {
  const { query, toasts, removeToast } = useLiveNotifications(isSignedIn);
  const markRead = useMarkNotificationsRead();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const now = Date.now();
  const unread = query.data?.unread ?? 0;
  const badge = badgeLabel(unread);
  const items = (query.data?.items ?? []).slice(0, SHOWN);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setIsOpen(false);
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  function dismissToast(id: string) {
    removeToast(id);
    markRead.mutate([id]);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setIsOpen((v) => !v)}
        className="focus-ring relative flex h-11 w-11 items-center justify-center rounded-xl border border-border bg-surface/80 text-fg hover:bg-surface-2"
      >
        <BellIcon />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-brand px-1.5 text-center text-xs font-semibold leading-5 text-on-brand"
          >
            {badge}
          </span>
        ) : null}
      </button>

      {isOpen ? (
        <div
          id={panelId}
          role="region"
          aria-label="Your notifications"
          className="absolute right-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-3 shadow-card"
        >
          <div className="flex items-center justify-between gap-2 px-1 pb-2">
            <p className="font-semibold text-fg">Notifications</p>
            {isSignedIn && unread > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => markRead.mutate(undefined)}>
                Mark all read
              </Button>
            ) : null}
          </div>
          {!isSignedIn ? (
            <div className="flex flex-col gap-3 p-1">
              <p className="text-sm text-fg-muted">Sign in to see your notifications.</p>
              <ButtonLink to={paths.auth.getHref({ mode: 'signin' })} variant="gold" size="sm">
                Sign in
              </ButtonLink>
            </div>
          ) : query.isError ? (
            <div className="flex items-center gap-3 p-1">
              <p role="alert" className="text-sm text-fg">
                Unable to load notifications
              </p>
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Retry
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="p-1 text-sm text-fg-muted">{query.isPending ? 'Loading…' : 'No notifications yet'}</p>
          ) : (
            <ul className="flex max-h-96 flex-col divide-y divide-border overflow-y-auto">
              {items.map((n) => (
                <li key={n.id} className={cn('flex items-start gap-3 px-1 py-2.5', !n.read && 'bg-brand-soft/40')}>
                  <span
                    aria-hidden="true"
                    className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-gold')}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-fg">
                      {n.link ? (
                        <Link to={n.link} className="hover:underline">
                          {n.title}
                        </Link>
                      ) : (
                        n.title
                      )}
                      {n.read ? null : <span className="sr-only"> (unread)</span>}
                    </p>
                    <p className="text-sm text-fg-muted">{n.message}</p>
                    <p className="text-xs text-fg-subtle">{formatTimeAgo(n.createdAt, now)}</p>
                  </div>
                  {n.read ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => markRead.mutate([n.id])}
                      aria-label={`Mark read: ${n.title}`}
                    >
                      Mark read
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}

      {toasts.length > 0 ? (
        <ol
          aria-label="New notifications"
          className="fixed bottom-4 right-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
        >
          {toasts.map((t) => (
            <li
              key={t.id}
              role="status"
              className="flex items-start gap-3 rounded-xl border border-border bg-surface px-4 py-3 shadow-card"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-fg">{t.title}</p>
                <p className="text-fg-muted">{t.message}</p>
              </div>
              <button
                type="button"
                onClick={() => dismissToast(t.id)}
                aria-label={`Dismiss: ${t.title}`}
                className="focus-ring -my-2 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-fg-subtle hover:text-fg"
              >
                <IconClose size={16} />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
