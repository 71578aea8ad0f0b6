/**
 * Content Management → Announcements: Create Announcement, and every announcement with its
 * audience, window and state (scheduled, active, ended). Edit changes one that has not ended; End
 * early stops showing it at once. The app shows active ones to their audience in a banner
 * (src/client/app/announcement-banners.tsx).
 */
import { useState } from 'react';
import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_SEVERITY_LABELS,
  type AdminAnnouncement,
} from '../../../../contracts/announcements';
import { formatInteger } from '../../../../domain/format';
import { useEndAnnouncement } from '../../../api/announcements/end-announcement';
import { useAdminAnnouncements } from '../../../api/announcements/find-admin-announcements';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, ConfirmSubject } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { AnnouncementEditorDialog, type AnnouncementTarget } from './announcement-editor-dialog';

const STATE_LABEL: Record<AdminAnnouncement['state'], string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  ended: 'Ended',
};
const STATE_TONE: Record<AdminAnnouncement['state'], BadgeTone> = {
  scheduled: 'info',
  active: 'success',
  ended: 'neutral',
};
const SEVERITY_TONE: Record<AdminAnnouncement['severity'], BadgeTone> = {
  info: 'info',
  warning: 'warning',
  critical: 'danger',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export default function AnnouncementsPanel() {
  const toast = useToast();
  const announcements = useAdminAnnouncements();
  const end = useEndAnnouncement();
  const [editor, setEditor] = useState<AnnouncementTarget>(null);
  const [toEnd, setToEnd] = useState<AdminAnnouncement | null>(null);

  async function confirmEnd() {
    const announcement = toEnd;
    if (!announcement) return;
    setToEnd(null);
    try {
      await end.mutateAsync(announcement.id);
      toast({ tone: 'success', title: 'Announcement ended', description: announcement.title });
    } catch (error) {
      toast({
        tone: 'error',
        title: error instanceof Error ? error.message : 'Failed to end the announcement',
        description: announcement.title,
      });
    }
  }

  return (
    <section aria-labelledby="announcements-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="announcements-title" className="text-xl font-semibold text-fg">
          Announcements
        </h3>
        <Button variant="gold" onClick={() => setEditor({ mode: 'new' })}>
          Create Announcement
        </Button>
      </div>

      {announcements.isPending ? (
        <div aria-label="Loading announcements" className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : announcements.isError ? (
        <LoadError
          title="Unable to load announcements"
          message={announcements.error.message}
          onRetry={() => void announcements.refetch()}
        />
      ) : announcements.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-medium text-fg">No announcements yet</p>
          <p className="mt-1 text-sm text-fg-muted">
            Tell investors or everyone about maintenance, new documents or events with Create Announcement.
          </p>
        </div>
      ) : (
        <ul aria-label="Announcements" className="flex flex-col gap-3">
          {announcements.data.items.map((a) => (
            <li key={a.id} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={STATE_TONE[a.state]}>{STATE_LABEL[a.state]}</Badge>
                    <Badge tone={SEVERITY_TONE[a.severity]}>{ANNOUNCEMENT_SEVERITY_LABELS[a.severity]}</Badge>
                    <span className="text-xs text-fg-subtle">
                      For {ANNOUNCEMENT_AUDIENCE_LABELS[a.audience].toLowerCase()}
                    </span>
                  </div>
                  <h4 className="mt-2 break-words text-base font-semibold text-fg">{a.title}</h4>
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-fg-muted">{a.message}</p>
                  <p className="mt-2 text-xs text-fg-subtle">
                    {when(a.startsAt)} → {when(a.endsAt)} · dismissed by {formatInteger(a.dismissals)}
                    {a.createdBy ? ` · by ${a.createdBy}` : ''}
                  </p>
                </div>
                {a.state === 'ended' ? null : (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${a.title}`}
                      onClick={() => setEditor({ mode: 'edit', announcement: a })}
                    >
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`End ${a.title} early`} onClick={() => setToEnd(a)}>
                      End early
                    </Button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <AnnouncementEditorDialog target={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={toEnd !== null}
        onCancel={() => setToEnd(null)}
        onConfirm={() => void confirmEnd()}
        title="End announcement"
        description="End this announcement now? It stops showing in the app at once."
        confirmLabel="End now"
      >
        {toEnd ? <ConfirmSubject>{toEnd.title}</ConfirmSubject> : null}
      </ConfirmDialog>
    </section>
  );
}
