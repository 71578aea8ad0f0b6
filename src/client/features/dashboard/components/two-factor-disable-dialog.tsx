/** "Disable two-factor authentication": asks for the password, then sign-in needs no code again. */
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES, TwoFactorPasswordRequestSchema } from '../../../../contracts/two-factor';
import { Button } from '../../../components/ui/button';
import { useDisableTwoFactor } from '../../../api/auth/two-factor';
import { TwoFactorDialog } from './two-factor-dialog';
import { TwoFactorPasswordStep } from './two-factor-password-step';

export function TwoFactorDisableDialog({
  open,
  onClose,
  onDisabled,
}: {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  function submit() {
    // The server's request schema (its message: "password required").
    const request = TwoFactorPasswordRequestSchema.safeParse({ password });
    if (!request.success) return setError(request.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.passwordRequired);
    disable.mutate(password, {
      onSuccess: () => {
        close();
        onDisabled();
      },
      onError: (e) => setError(e.message),
    });
  }

  return (
    <TwoFactorDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      title="Disable two-factor authentication"
      description="Sign-in will ask only for your email and password. Enter your password to confirm."
      footer={(formId) => (
        <>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={disable.isPending}>
            Turn off
          </Button>
        </>
      )}
    >
      <TwoFactorPasswordStep
        password={password}
        error={error}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
    </TwoFactorDialog>
  );
}
