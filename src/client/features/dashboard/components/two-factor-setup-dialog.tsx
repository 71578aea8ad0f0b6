/**
 * "Enable two-factor authentication": the password first, then the authenticator setup (QR code of
 * the otpauth:// URI, the setup key for manual entry, the backup codes shown this once) and a
 * 6-digit code to confirm. Two-factor is on only after a correct code.
 */
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES, TotpCodeSchema, type EnableTwoFactorResponse } from '../../../../contracts/two-factor';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from '../../../api/auth/two-factor';
import { TwoFactorDialog } from './two-factor-dialog';
import { TwoFactorPasswordStep } from './two-factor-password-step';
import { TwoFactorSetupDetails } from './two-factor-setup-details';

export function TwoFactorSetupDialog({
  open,
  onClose,
  onEnabled,
}: {
  open: boolean;
  onClose: () => void;
  onEnabled: () => void;
}) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<EnableTwoFactorResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setPassword('');
    setCode('');
    setSetup(null);
    setError(null);
    onClose();
  }

  function submit() {
    setError(null);
    if (!setup) {
      if (!password) return setError(TWO_FACTOR_MESSAGES.passwordRequired);
      start.mutate(password, {
        onSuccess: (data) => {
          setPassword('');
          setSetup(data);
        },
        onError: (e) => setError(e.message),
      });
      return;
    }
    if (!TotpCodeSchema.safeParse(code).success) return setError(TWO_FACTOR_MESSAGES.codeFormat);
    confirm.mutate(code.replace(/\s+/g, ''), {
      onSuccess: () => {
        close();
        onEnabled();
      },
      onError: (e) => {
        setCode('');
        setError(e.message);
      },
    });
  }

  const isPending = start.isPending || confirm.isPending;
  return (
    <TwoFactorDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      title="Enable two-factor authentication"
      description={
        setup
          ? 'Add VINO to your authenticator app, then enter the code it shows.'
          : 'Enter your password to set up an authenticator app.'
      }
      footer={(formId) => (
        <>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="gold" isLoading={isPending}>
            {setup ? 'Verify and turn on' : 'Continue'}
          </Button>
        </>
      )}
    >
      {setup ? (
        <>
          <TwoFactorSetupDetails setup={setup} />
          <TextField
            label="6-digit code from your app"
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            spellCheck={false}
            className="font-mono tracking-widest"
            value={code}
            error={error ?? undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
        </>
      ) : (
        <TwoFactorPasswordStep
          password={password}
          error={error}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
        />
      )}
    </TwoFactorDialog>
  );
}
