/**
 * /auth/reset-password?token=… — the landing of the emailed reset link: choose a new password
 * (with confirmation), then a link to sign in. ?error=INVALID_TOKEN (or no token) means the link
 * is unusable: say so and offer a new one.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SETTINGS } from '../../../contracts/settings';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/form-field';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSession } from '../../shared/session';
import { useResetPassword } from '../../api/auth/reset-password';
import { AUTH_PAGE_MESSAGES } from './auth-messages';
import { authErrorMessage, validateResetPassword } from './auth-form-logic';

export default function ResetPasswordPage() {
  useDocumentMeta(
    'Reset password — VINO',
    'Choose a new password for your VINO account with the link from your password reset e-mail.',
  );
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isLinkBroken = Boolean(searchParams.get('error')) || !token;
  const { config } = useSession();
  const minLength = config?.passwordMinLength ?? DEFAULT_SETTINGS.security.passwordMinLength;
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateResetPassword({ token, newPassword, confirmPassword }, minLength);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    reset.mutate({ token, newPassword }, { onError: (e) => setError(authErrorMessage(e)) });
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <Card padding="lg">
        <h1 className="text-3xl font-semibold">Choose a new password</h1>
        {isLinkBroken ? (
          <div className="mt-6 space-y-6">
            <Alert tone="error">{AUTH_PAGE_MESSAGES.resetLinkInvalid}</Alert>
            <ButtonLink to={paths.auth.getHref()} fullWidth>
              Back to sign in
            </ButtonLink>
          </div>
        ) : reset.isSuccess ? (
          <div className="mt-6 space-y-6">
            <Alert tone="success">{AUTH_PAGE_MESSAGES.resetDone}</Alert>
            <ButtonLink to={paths.auth.getHref()} fullWidth>
              Sign in
            </ButtonLink>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            {error ? <Alert tone="error">{error}</Alert> : null}
            <PasswordField
              label="New password"
              name="newPassword"
              autoComplete="new-password"
              hint={`At least ${minLength} characters.`}
              value={newPassword}
              onChange={(e) => {
                setNewPassword(e.target.value);
                setError(null);
              }}
            />
            <PasswordField
              label="Confirm new password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => {
                setConfirmPassword(e.target.value);
                setError(null);
              }}
            />
            <Button type="submit" fullWidth size="lg" isLoading={reset.isPending}>
              Reset password
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
