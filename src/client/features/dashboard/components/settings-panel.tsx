/**
 * User settings panel (investor spec sections 2-4): Profile, Notifications, Privacy, Display and
 * Security, saved on the server. Any change marks "Unsaved changes"; Save Changes is enabled only
 * then and toasts "Settings saved successfully!"; Reset to defaults asks first (the app's dialog).
 */
import { useEffect, useState } from 'react';
import {
  SETTINGS_MESSAGES,
  SaveSettingsRequestSchema,
  type SaveSettingsRequest,
} from '../../../../contracts/user-settings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { setThemePreference } from '../../../lib/theme';
import { useMySettings } from '../../../api/profiles/get-my-settings';
import { useResetMySettings } from '../../../api/profiles/reset-my-settings';
import { useSaveMySettings } from '../../../api/profiles/save-my-settings';
import { ApiKeysSection } from './api-keys-section';
import { LoadError } from '../../../components/ui/load-error';
import { SecuritySection } from './security-section';
import {
  DisplaySection,
  NotificationsSection,
  PrivacySection,
  ProfileSection,
  type Draft,
  type Patch,
} from './settings-sections';

function toRequest(draft: Draft): SaveSettingsRequest {
  const { email: _email, ...profile } = draft.profile;
  return {
    profile,
    notifications: draft.notifications,
    privacy: draft.privacy,
    display: draft.display,
    security: { apiKeyVisible: draft.security.apiKeyVisible },
  };
}

export function SettingsPanel() {
  const settings = useMySettings();
  const save = useSaveMySettings();
  const reset = useResetMySettings();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  // A fresh server copy (first load, save, reset) replaces the draft.
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);

  if (settings.isError)
    return (
      <LoadError
        title="Unable to load your settings"
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data || !draft) return <Skeleton className="h-96 w-full" />;

  const isDirty = JSON.stringify(toRequest(draft)) !== JSON.stringify(toRequest(settings.data));
  const patch: Patch = (section, values) =>
    setDraft((d) => (d ? { ...d, [section]: { ...d[section], ...values } } : d));

  function onSave() {
    if (!draft) return;
    // Checked with the server's request schema first: a refusal reads the same as the server's.
    const request = SaveSettingsRequestSchema.safeParse(toRequest(draft));
    if (!request.success) {
      const description = request.error.issues[0]?.message;
      return toast({ title: 'Could not save your settings', description, tone: 'error' });
    }
    save.mutate(toRequest(draft), {
      onSuccess: (saved) => {
        setThemePreference(saved.display.theme);
        toast({ title: SETTINGS_MESSAGES.saved, tone: 'success' });
      },
      onError: (error) => toast({ title: 'Could not save your settings', description: error.message, tone: 'error' }),
    });
  }

  function onReset() {
    reset.mutate(undefined, {
      onSuccess: (saved) => {
        setConfirmReset(false);
        setThemePreference(saved.display.theme);
        toast({ title: 'Settings reset to defaults', tone: 'success' });
      },
      onError: (error) => toast({ title: 'Could not reset your settings', description: error.message, tone: 'error' }),
    });
  }

  // The API keys act at once (no Save Changes): they sit after the settings form, not inside it.
  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-col gap-6"
        aria-label="Settings"
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface/95 p-4 backdrop-blur">
          <div className="flex items-center gap-3">
            <h2 className="text-lg font-semibold text-fg">Settings</h2>
            {isDirty ? <Badge tone="warning">{SETTINGS_MESSAGES.unsaved}</Badge> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="ghost" onClick={() => setConfirmReset(true)}>
              Reset to defaults
            </Button>
            <Button type="submit" variant="gold" disabled={!isDirty || save.isPending}>
              Save Changes
            </Button>
          </div>
        </div>
        <ProfileSection draft={draft} patch={patch} />
        <NotificationsSection draft={draft} patch={patch} />
        <PrivacySection draft={draft} patch={patch} />
        <DisplaySection draft={draft} patch={patch} />
        <SecuritySection draft={draft} patch={patch} />
        <ConfirmDialog
          open={confirmReset}
          onCancel={() => setConfirmReset(false)}
          onConfirm={onReset}
          title="Reset to defaults?"
          description="Your notification, privacy, display and security choices go back to their defaults. Your profile stays as it is."
          confirmLabel="Reset"
          isPending={reset.isPending}
          focus="confirm"
        />
      </form>
      <ApiKeysSection showDetails={draft.security.apiKeyVisible} />
    </div>
  );
}
