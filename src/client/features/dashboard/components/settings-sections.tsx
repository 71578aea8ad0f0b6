/**
 * The settings panel's Profile, Notifications, Privacy and Display sections (investor spec section 3),
 * each a fieldset of controlled fields over the draft the panel holds.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserSettings } from '../../../../contracts/user-settings';
import { CURRENCIES, EMAIL_FREQUENCIES, LANGUAGES, THEMES } from '../../../../domain/user-settings';
import { Card } from '../../../components/ui/card';
import { Checkbox, Select, TextArea, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../lib/paths';

export type Draft = Omit<UserSettings, 'security'> & { security: UserSettings['security'] };
export type Patch = <K extends keyof Draft>(section: K, values: Partial<Draft[K]>) => void;

const LANGUAGE_LABEL: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
  ja: '日本語',
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card as="fieldset" className="min-w-0">
      <legend className="sr-only">{title}</legend>
      <h3 className="text-lg font-semibold text-fg" aria-hidden="true">
        {title}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{description}</p>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </Card>
  );
}

export function ProfileSection({ draft, patch }: { draft: Draft; patch: Patch }) {
  const p = draft.profile;
  return (
    <SettingsSection title="Profile" description="How you appear on VINO and how we can reach you.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Display name"
          value={p.displayName}
          maxLength={120}
          onChange={(e) => patch('profile', { displayName: e.target.value })}
        />
        <TextField label="Email" value={p.email} readOnly hint="Change your e-mail through your account sign-in." />
        <TextField
          label="Phone"
          type="tel"
          value={p.phone}
          maxLength={40}
          onChange={(e) => patch('profile', { phone: e.target.value })}
        />
        <TextField
          label="Company"
          value={p.company}
          maxLength={120}
          onChange={(e) => patch('profile', { company: e.target.value })}
        />
      </div>
      <TextArea
        label="Bio"
        rows={3}
        value={p.bio}
        maxLength={2000}
        onChange={(e) => patch('profile', { bio: e.target.value })}
      />
    </SettingsSection>
  );
}

const NOTIFICATION_LABELS = [
  ['priceAlerts', 'Price alerts'],
  ['portfolioUpdates', 'Portfolio updates'],
  ['marketNews', 'Market news'],
  ['exclusiveOffers', 'Exclusive offers'],
  ['educational', 'Educational content'],
  ['events', 'Events'],
] as const;

export function NotificationsSection({ draft, patch }: { draft: Draft; patch: Patch }) {
  const n = draft.notifications;
  return (
    <SettingsSection title="Notifications" description="What we tell you about, and how often we e-mail.">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {NOTIFICATION_LABELS.map(([key, label]) => (
          <Checkbox
            key={key}
            label={label}
            checked={n[key]}
            onChange={(e) => patch('notifications', { [key]: e.target.checked })}
          />
        ))}
      </div>
      <Select
        label="Email frequency"
        value={n.emailFrequency}
        onChange={(e) =>
          patch('notifications', { emailFrequency: e.target.value as Draft['notifications']['emailFrequency'] })
        }
      >
        {EMAIL_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {capital(f)}
          </option>
        ))}
      </Select>
      {/* The e-mail categories and unsubscribe live on their own page, shared with e-mail links. */}
      <Link
        to={paths.emailPreferences.getHref()}
        className="focus-ring inline-flex min-h-11 items-center self-start rounded-md text-sm font-medium text-gold hover:underline"
      >
        Email preferences: choose categories or unsubscribe
      </Link>
    </SettingsSection>
  );
}

const PRIVACY_LABELS = [
  ['showPortfolio', 'Show my portfolio to other investors'],
  ['showActivity', 'Show my activity'],
  ['analyticsOptIn', 'Share anonymous usage analytics'],
  ['marketingOptIn', 'Receive marketing communications'],
] as const;

export function PrivacySection({ draft, patch }: { draft: Draft; patch: Patch }) {
  return (
    <SettingsSection title="Privacy" description="What others see and what you share with us.">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {PRIVACY_LABELS.map(([key, label]) => (
          <Checkbox
            key={key}
            label={label}
            checked={draft.privacy[key]}
            onChange={(e) => patch('privacy', { [key]: e.target.checked })}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

export function DisplaySection({ draft, patch }: { draft: Draft; patch: Patch }) {
  const d = draft.display;
  return (
    <SettingsSection title="Display" description="Theme, currency and language of the app.">
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Theme"
          value={d.theme}
          onChange={(e) => patch('display', { theme: e.target.value as Draft['display']['theme'] })}
        >
          {THEMES.map((t) => (
            <option key={t} value={t}>
              {capital(t)}
            </option>
          ))}
        </Select>
        <Select
          label="Currency"
          value={d.currency}
          onChange={(e) => patch('display', { currency: e.target.value as Draft['display']['currency'] })}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select
          label="Language"
          value={d.language}
          onChange={(e) => patch('display', { language: e.target.value as Draft['display']['language'] })}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_LABEL[l]}
            </option>
          ))}
        </Select>
      </div>
      <Checkbox
        label="Compact mode"
        checked={d.compactMode}
        onChange={(e) => patch('display', { compactMode: e.target.checked })}
      />
    </SettingsSection>
  );
}
