/**
 * System Settings (operator spec section 2, "Admin panel (seven tabs)"; fields and defaults of
 * sections 3 and 9): tabs Platform, Security, Notifications, Trading, Blockchain; a saved/unsaved
 * indicator; Reset to Defaults (the spec's confirmation, then its message: the form holds the
 * defaults, saved only on Save); Save Configuration (disabled while nothing changed) saves every
 * changed group at once with the versions it was edited on, so another admin's save meanwhile is
 * answered 409 instead of being overwritten. Field messages come from the contract's schemas. The
 * selected group lives in `?group=` beside the admin page's `?tab=`.
 */
import { useMemo, useState } from 'react';
import {
  SETTINGS_ERROR_CODES,
  SETTINGS_MESSAGES,
  SYSTEM_SETTINGS_GROUPS,
  type AdminSettings,
  type SystemSettingsGroup,
} from '../../../../contracts/settings';
import { useAdminSettings } from '../../../api/admin/get-admin-settings';
import { useSaveAdminSettings } from '../../../api/admin/save-admin-settings';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useQueryTab } from '../../../lib/use-query-tab';
import {
  DEFAULT_FORM,
  GROUP_LABELS,
  fromForm,
  isGroupChanged,
  toForm,
  validateGroup,
  type FormValue,
  type SettingsForm,
} from './settings-fields';
import { ChainCompliancePanel } from './chain-compliance-panel';
import { SettingsGroupForm } from './settings-group-form';
import { WithdrawalReviewQueue } from './withdrawal-review-queue';

export default function SystemSettingsTab() {
  const query = useAdminSettings();
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading settings" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        title="Settings could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  // A fresh editor per loaded version: a reload after a conflict starts from what is stored.
  return <SettingsEditor key={versionKey(query.data)} settings={query.data} onReload={() => void query.refetch()} />;
}

const versionKey = (s: AdminSettings) => SYSTEM_SETTINGS_GROUPS.map((g) => s.versions[g] ?? '-').join('|');

function SettingsEditor({ settings, onReload }: { settings: AdminSettings; onReload: () => void }) {
  const base = useMemo(() => toForm(settings), [settings]);
  const [form, setForm] = useState<SettingsForm>(base);
  // In the address, not in this editor's state: a save remounts the editor (new versions), and the
  // group just saved stays in view.
  const [tab, setTab] = useQueryTab(SYSTEM_SETTINGS_GROUPS, 'group');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const save = useSaveAdminSettings();
  const toast = useToast();

  const changed = SYSTEM_SETTINGS_GROUPS.filter((g) => isGroupChanged(form[g], base[g]));
  const isDirty = changed.length > 0;
  const errors = useMemo(() => {
    const all = {} as Record<SystemSettingsGroup, Record<string, string>>;
    for (const g of SYSTEM_SETTINGS_GROUPS) all[g] = validateGroup(g, form[g]);
    return all;
  }, [form]);
  const invalidGroups = SYSTEM_SETTINGS_GROUPS.filter((g) => Object.keys(errors[g]).length > 0);
  const conflict = isApiError(save.error) && save.error.code === SETTINGS_ERROR_CODES.conflict;

  function fieldErrors(group: SystemSettingsGroup): Record<string, string> {
    const fromServer: Record<string, string> = {};
    for (const [key, message] of Object.entries(serverErrors))
      if (key.startsWith(`${group}.`)) fromServer[key.slice(group.length + 1)] = message;
    // Client-side messages show once a field differs from what is stored, or after a save attempt.
    const shown: Record<string, string> = {};
    for (const [key, message] of Object.entries(errors[group]))
      if (hasTriedSave || form[group][key] !== base[group][key]) shown[key] = message;
    return { ...fromServer, ...shown };
  }

  function change(group: SystemSettingsGroup, key: string, value: FormValue) {
    setForm((prev) => ({ ...prev, [group]: { ...prev[group], [key]: value } }));
    setServerErrors((prev) => {
      const { [`${group}.${key}`]: _dropped, ...rest } = prev;
      return rest;
    });
  }

  function onSave() {
    setHasTriedSave(true);
    const firstInvalid = invalidGroups[0];
    if (firstInvalid) {
      setTab(firstInvalid);
      return;
    }
    const changes: Partial<Record<SystemSettingsGroup, Record<string, unknown>>> = {};
    const versions: Partial<Record<SystemSettingsGroup, string | null>> = {};
    for (const g of changed) {
      changes[g] = fromForm(g, form[g]);
      versions[g] = settings.versions[g] ?? null;
    }
    save.mutate(
      { changes, versions },
      {
        onSuccess: () => toast({ tone: 'success', title: SETTINGS_MESSAGES.saved }),
        onError: (error) => {
          if (!isApiError(error)) return;
          setServerErrors(error.fields);
          const group = Object.keys(error.fields)[0]?.split('.')[0] as SystemSettingsGroup | undefined;
          if (group && SYSTEM_SETTINGS_GROUPS.includes(group)) setTab(group);
        },
      },
    );
  }

  function onConfirmReset() {
    setIsConfirmingReset(false);
    setForm(DEFAULT_FORM);
    setServerErrors({});
    toast({ tone: 'info', title: SETTINGS_MESSAGES.resetDone });
  }

  return (
    <section aria-labelledby="system-settings-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="system-settings-heading" className="text-xl font-semibold text-fg">
            System Settings
          </h2>
          <span role="status" aria-live="polite">
            {isDirty ? <Badge tone="warning">Unsaved changes</Badge> : <Badge tone="success">All changes saved</Badge>}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setIsConfirmingReset(true)} disabled={save.isPending}>
            Reset to Defaults
          </Button>
          <Button variant="gold" onClick={onSave} disabled={!isDirty} isLoading={save.isPending}>
            Save Configuration
          </Button>
        </div>
      </div>

      {conflict ? (
        <Alert
          tone="warning"
          title="Not saved"
          action={
            <Button variant="secondary" size="sm" onClick={onReload}>
              Reload settings
            </Button>
          }
        >
          {SETTINGS_MESSAGES.conflict}
        </Alert>
      ) : save.isError && !Object.keys(serverErrors).length ? (
        <Alert tone="error" title="Not saved">
          {save.error.message}
        </Alert>
      ) : hasTriedSave && invalidGroups.length ? (
        <Alert tone="error" title="Please correct the highlighted fields">
          {`Check the ${invalidGroups.map((g) => GROUP_LABELS[g]).join(', ')} tab${invalidGroups.length > 1 ? 's' : ''}.`}
        </Alert>
      ) : null}

      <Tabs
        label="Settings groups"
        variant="underline"
        value={tab}
        onValueChange={setTab}
        items={SYSTEM_SETTINGS_GROUPS.map((g) => ({
          id: g,
          label: (
            <span className="inline-flex items-center gap-1.5">
              {GROUP_LABELS[g]}
              {changed.includes(g) ? (
                <>
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-gold" />
                  <span className="sr-only">(unsaved)</span>
                </>
              ) : null}
            </span>
          ),
          content: (
            <>
              <Card padding="md" className="mt-4">
                <SettingsGroupForm
                  group={g}
                  values={form[g]}
                  errors={fieldErrors(g)}
                  onChange={(key, value) => change(g, key, value)}
                />
              </Card>
              {g === 'blockchain' ? <WithdrawalReviewQueue /> : null}
              {g === 'blockchain' ? <ChainCompliancePanel /> : null}
            </>
          ),
        }))}
      />

      <ConfirmDialog
        open={isConfirmingReset}
        onCancel={() => setIsConfirmingReset(false)}
        onConfirm={onConfirmReset}
        title="Reset to Defaults"
        description={SETTINGS_MESSAGES.resetConfirm}
        confirmLabel="Reset"
        focus="confirm"
      />
    </section>
  );
}
