/**
 * The admins' announcements, under the navigation on every page: the ones the server
 * says are current for this person (their audience, in their window, not dismissed). Dismiss hides
 * one for good: on the server for a signed-in user (every device), in localStorage for a visitor.
 */
import { useState } from 'react';
import type { CurrentAnnouncement } from '../../contracts/announcements';
import { useDismissAnnouncement } from '../api/announcements/dismiss-announcement';
import { useCurrentAnnouncements } from '../api/announcements/find-current-announcements';
import { IconClose } from '../components/ui/icons/interface';
import { cn } from '../lib/cn';
import { useSession } from '../shared/session';
import { addLocalDismissal, readLocalDismissals } from './local-dismissals';

const TONE: Record<CurrentAnnouncement['severity'], string> = {
  info: 'border-info/40 bg-info-soft',
  warning: 'border-warning/40 bg-warning-soft',
  critical: 'border-danger/50 bg-danger-soft',
};
const SEVERITY_PREFIX: Record<CurrentAnnouncement['severity'], string> = {
  info: 'Announcement',
  warning: 'Warning',
  critical: 'Important',
};

export function AnnouncementBanners() {
  const { user, isLoading } = useSession();
  const userId = user?.id ?? null;
  const { data } = useCurrentAnnouncements({ userId, isReady: !isLoading });
  const dismiss = useDismissAnnouncement(userId);
  const [localDismissed, setLocalDismissed] = useState(readLocalDismissals);

  const items = (data?.items ?? []).filter((a) => userId || !localDismissed.includes(a.id));
  if (items.length === 0) return null;

  const onDismiss = (id: string) => {
    if (userId) dismiss.mutate(id);
    else setLocalDismissed(addLocalDismissal(id));
  };

  return (
    <section aria-label="Announcements" className="flex flex-col">
      {items.map((a) => (
        <div key={a.id} className={cn('border-b px-4 py-2.5 text-sm text-fg sm:px-6', TONE[a.severity])}>
          <div className="flex items-start gap-3">
            <p className="min-w-0 flex-1 break-words">
              <span className="sr-only">{SEVERITY_PREFIX[a.severity]}: </span>
              <strong className="font-semibold">{a.title}</strong> <span className="text-fg-muted">{a.message}</span>
            </p>
            <button
              type="button"
              onClick={() => onDismiss(a.id)}
              aria-label={`Dismiss announcement: ${a.title}`}
              className="focus-ring -my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <IconClose className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
