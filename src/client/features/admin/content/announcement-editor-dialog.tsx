/**
 * Create Announcement / Edit Announcement: title, message, severity, audience (everyone,
 * investors, admins) and the window it is shown in (start and end, in the admin's local time).
 * Checked with the contract's schema before sending; the server's field messages (for example an
 * end time already past) are shown under the fields.
 */
import { useState, type FormEvent } from 'react';
import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_SEVERITY_LABELS,
  AnnouncementInputSchema,
  type AdminAnnouncement,
  type AnnouncementInput,
} from '../../../../contracts/announcements';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_SEVERITIES,
  type AnnouncementAudience,
  type AnnouncementSeverity,
} from '../../../../domain/announcements';
import { useCreateAnnouncement } from '../../../api/announcements/create-announcement';
import { useUpdateAnnouncement } from '../../../api/announcements/update-announcement';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/form-errors';

export type AnnouncementTarget = { mode: 'new' } | { mode: 'edit'; announcement: AdminAnnouncement } | null;

interface FormState {
  title: string;
  message: string;
  severity: AnnouncementSeverity;
  audience: AnnouncementAudience;
  /** datetime-local values (the admin's local time). */
  startsAt: string;
  endsAt: string;
}

const WEEK_MS = 7 * 24 * 3_600_000;

/** A Date as 'YYYY-MM-DDTHH:mm' in local time, for a datetime-local input. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; '' stays '' so the schema says the field is required. */
const toIso = (local: string) => {
  const time = local ? new Date(local).getTime() : NaN;
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

function initialState(announcement: AdminAnnouncement | null): FormState {
  if (announcement)
    return {
      title: announcement.title,
      message: announcement.message,
      severity: announcement.severity,
      audience: announcement.audience,
      startsAt: toLocalInput(new Date(announcement.startsAt)),
      endsAt: toLocalInput(new Date(announcement.endsAt)),
    };
  const now = new Date();
  return {
    title: '',
    message: '',
    severity: 'info',
    audience: 'all',
    startsAt: toLocalInput(now),
    endsAt: toLocalInput(new Date(now.getTime() + WEEK_MS)),
  };
}

export function AnnouncementEditorDialog({ target, onClose }: { target: AnnouncementTarget; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.mode === 'edit' ? 'Edit Announcement' : 'Create Announcement'}
    >
      {target ? (
        <AnnouncementForm
          key={target.mode === 'edit' ? target.announcement.id : 'new'}
          announcement={target.mode === 'edit' ? target.announcement : null}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function AnnouncementForm({ announcement, onClose }: { announcement: AdminAnnouncement | null; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const [form, setForm] = useState<FormState>(() => initialState(announcement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSaving = create.isPending || update.isPending;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input: AnnouncementInput = { ...form, startsAt: toIso(form.startsAt), endsAt: toIso(form.endsAt) };
    const parsed = AnnouncementInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error.issues));
    try {
      if (announcement) await update.mutateAsync({ id: announcement.id, input: parsed.data });
      else await create.mutateAsync(parsed.data);
      toast({
        tone: 'success',
        title: announcement ? 'Announcement updated' : 'Announcement created',
        description: form.title,
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      setFormError(error instanceof Error ? error.message : 'Failed to save the announcement');
    }
  }

  const err = (key: string) => errors[key] || undefined;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      {formError ? (
        <div role="alert">
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <TextField
        label="Title"
        required
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        error={err('title')}
        maxLength={120}
      />
      <TextArea
        label="Message"
        required
        rows={3}
        value={form.message}
        onChange={(e) => set('message', e.target.value)}
        error={err('message')}
        maxLength={1000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Severity"
          value={form.severity}
          onChange={(e) => set('severity', e.target.value as AnnouncementSeverity)}
          error={err('severity')}
        >
          {ANNOUNCEMENT_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {ANNOUNCEMENT_SEVERITY_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select
          label="Audience"
          value={form.audience}
          onChange={(e) => set('audience', e.target.value as AnnouncementAudience)}
          error={err('audience')}
          hint="Everyone includes visitors who are not signed in."
        >
          {ANNOUNCEMENT_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {ANNOUNCEMENT_AUDIENCE_LABELS[a]}
            </option>
          ))}
        </Select>
        <TextField
          label="Start time"
          type="datetime-local"
          required
          value={form.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          error={err('startsAt')}
        />
        <TextField
          label="End time"
          type="datetime-local"
          required
          value={form.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
          error={err('endsAt')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={isSaving}>
          {announcement ? 'Save Changes' : 'Create Announcement'}
        </Button>
      </div>
    </form>
  );
}
