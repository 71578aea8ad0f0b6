/**
 * The preferences form: a switch per category (account and security notices cannot be turned
 * off: the two essential categories show as always on), the frequency, and Save Preferences with
 * the spec's states: Save Preferences, Saving..., Saved! (3 seconds), then the success or failure text.
 * Unsubscribe from all emails asks the spec's confirmation first and answers with its texts.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { EMAIL_MESSAGES, SaveEmailPreferencesRequestSchema, type EmailPreferences } from '../../../contracts/email';
import {
  EMAIL_CATEGORIES,
  EMAIL_FREQUENCIES,
  ESSENTIAL_EMAIL_CATEGORIES,
  type EmailFrequency,
} from '../../../domain/email-consent';
import { useSaveEmailPreferences } from '../../api/email/save-email-preferences';
import { useUnsubscribeFromAll } from '../../api/email/unsubscribe-from-all';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Select } from '../../components/ui/form-field';
import { cn } from '../../lib/cn';
import { CATEGORY_TEXT, FREQUENCY_LABEL } from '../../shared/email/category-labels';

const SAVED_LABEL_MS = 3_000;

export function PreferencesForm({ token, saved }: { token: string | null; saved: EmailPreferences }) {
  const [categories, setCategories] = useState(saved.categories);
  const [frequency, setFrequency] = useState<EmailFrequency>(saved.frequency);
  const [justSaved, setJustSaved] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [confirmingUnsubscribe, setConfirmingUnsubscribe] = useState(false);
  const save = useSaveEmailPreferences();
  const unsubscribeAll = useUnsubscribeFromAll();

  useEffect(() => {
    if (!justSaved) return;
    const timer = setTimeout(() => setJustSaved(false), SAVED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [justSaved]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = SaveEmailPreferencesRequestSchema.safeParse({ token: token ?? undefined, categories, frequency });
    setInvalid(!body.success);
    if (!body.success) return;
    unsubscribeAll.reset();
    save.mutate(body.data, { onSuccess: () => setJustSaved(true) });
  }

  function onUnsubscribeAll() {
    save.reset();
    setJustSaved(false);
    unsubscribeAll.mutate(
      { token: token ?? undefined },
      {
        onSuccess: (result) => setCategories(result.categories),
        onSettled: () => setConfirmingUnsubscribe(false),
      },
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-6">
        <p className="text-sm text-fg-muted">
          Preferences for <strong className="break-all text-fg">{saved.email}</strong>
        </p>
        <fieldset className="rounded-2xl border border-border bg-surface/80 shadow-card">
          <legend className="sr-only">E-mail categories</legend>
          <ul className="divide-y divide-border">
            {EMAIL_CATEGORIES.map((category) => (
              <li key={category}>
                <CategorySwitch
                  label={CATEGORY_TEXT[category].label}
                  description={CATEGORY_TEXT[category].description}
                  checked={categories[category]}
                  locked={ESSENTIAL_EMAIL_CATEGORIES.has(category)}
                  onChange={(on) => setCategories((c) => ({ ...c, [category]: on }))}
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <Select
          label="Email frequency"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as EmailFrequency)}
          containerClassName="sm:max-w-xs"
        >
          {EMAIL_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABEL[f]}
            </option>
          ))}
        </Select>
        <div aria-live="polite">
          {justSaved && <Alert tone="success">{EMAIL_MESSAGES.preferencesSaved}</Alert>}
          {(save.isError || invalid) && <Alert tone="error">{EMAIL_MESSAGES.preferencesFailed}</Alert>}
          {unsubscribeAll.isSuccess && <Alert tone="success">{EMAIL_MESSAGES.unsubscribed}</Alert>}
          {unsubscribeAll.isError && <Alert tone="error">{EMAIL_MESSAGES.unsubscribeFailed}</Alert>}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" variant="gold" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : justSaved ? 'Saved!' : 'Save Preferences'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirmingUnsubscribe(true)}>
            Unsubscribe from all emails
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingUnsubscribe}
        onCancel={() => setConfirmingUnsubscribe(false)}
        onConfirm={onUnsubscribeAll}
        title="Unsubscribe from all emails"
        description={EMAIL_MESSAGES.confirmUnsubscribeAll}
        confirmLabel="Unsubscribe"
        isPending={unsubscribeAll.isPending}
      />
    </>
  );
}

function CategorySwitch({
  label,
  description,
  checked,
  locked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  locked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 px-5 py-4">
      <div>
        <label htmlFor={id} className="font-medium text-fg">
          {label}
        </label>
        <p id={`${id}-desc`} className="text-sm text-fg-muted">
          {description}
          {locked ? ' Always sent.' : ''}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-desc`}
        disabled={locked}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          // 44 px target around a 28 px track.
          'before:absolute before:-inset-2 before:content-[""]',
          checked ? 'border-gold bg-gold' : 'border-border-strong bg-surface-3',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-bg shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
