/**
 * The settings panel's Security section: two-factor state as the auth server reports it, and
 * whether API keys are listed openly on this panel.
 */
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/form-field';
import { SettingsSection, type Draft, type Patch } from './settings-sections';

export function SecuritySection({ draft, patch }: { draft: Draft; patch: Patch }) {
  return (
    <SettingsSection title="Security" description="Protect your account.">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium text-fg">Two-factor authentication</p>
          <p className="text-sm text-fg-muted">A code from an authenticator app at every sign-in.</p>
        </div>
        <Badge tone={draft.security.twoFactorEnabled ? 'success' : 'neutral'}>
          {draft.security.twoFactorEnabled ? 'On' : 'Off'}
        </Badge>
      </div>
      <Checkbox
        label="Show API key details"
        checked={draft.security.apiKeyVisible}
        onChange={(e) => patch('security', { apiKeyVisible: e.target.checked })}
      />
    </SettingsSection>
  );
}
