/**
 * The settings panel's Security section: two-factor sign-in (turned on and off here, with its own
 * dialogs, not by Save Changes), whether API keys are listed openly on this panel, and the
 * account's active sessions.
 */
import { Checkbox } from '../../../components/ui/form-field';
import { SessionsList } from './sessions-list';
import { SettingsSection, type Draft, type Patch } from './settings-sections';
import { TwoFactorSetting } from './two-factor-setting';

export function SecuritySection({ draft, patch }: { draft: Draft; patch: Patch }) {
  return (
    <SettingsSection title="Security" description="Protect your account.">
      <TwoFactorSetting
        isEnabled={draft.security.twoFactorEnabled}
        onChange={(on) => patch('security', { twoFactorEnabled: on })}
      />
      <Checkbox
        label="Show API key details"
        checked={draft.security.apiKeyVisible}
        onChange={(e) => patch('security', { apiKeyVisible: e.target.checked })}
      />
      <SessionsList />
    </SettingsSection>
  );
}
