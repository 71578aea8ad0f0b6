/**
 * The two-factor row of the Security section: On/Off as the server reports it and the button that
 * turns it on (setup dialog) or off (password dialog). The new state goes into the panel's draft,
 * which does not make the panel "unsaved" (two-factor is not part of Save Changes).
 */
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '../../../../contracts/two-factor';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

export function TwoFactorSetting({ isEnabled, onChange }: { isEnabled: boolean; onChange: (on: boolean) => void }) {
  const toast = useToast();
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <p className="font-medium text-fg">Two-factor authentication</p>
          <Badge tone={isEnabled ? 'success' : 'neutral'}>{isEnabled ? 'On' : 'Off'}</Badge>
        </div>
        <p className="text-sm text-fg-muted">A code from an authenticator app at every sign-in.</p>
      </div>
      {isEnabled ? (
        <Button type="button" variant="secondary" onClick={() => setDialog('disable')}>
          Disable two-factor authentication
        </Button>
      ) : (
        <Button type="button" variant="gold" onClick={() => setDialog('enable')}>
          Enable two-factor authentication
        </Button>
      )}
      <TwoFactorSetupDialog
        open={dialog === 'enable'}
        onClose={() => setDialog(null)}
        onEnabled={() => {
          onChange(true);
          toast({ tone: 'success', title: TWO_FACTOR_MESSAGES.enabled });
        }}
      />
      <TwoFactorDisableDialog
        open={dialog === 'disable'}
        onClose={() => setDialog(null)}
        onDisabled={() => {
          onChange(false);
          toast({ tone: 'success', title: TWO_FACTOR_MESSAGES.disabled });
        }}
      />
    </div>
  );
}
