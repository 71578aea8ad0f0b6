/**
 * Forgot-password view: asks for the email and sends the reset link. The answer is the same
 * neutral message whether or not an account exists (no account enumeration).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../../../api/auth/request-password-reset';
import { AUTH_PAGE_MESSAGES } from '../auth-messages';
import { authErrorMessage, validateForgotPassword } from '../auth-form-logic';

export function ForgotPasswordForm({
  initialEmail,
  onBack,
  isDemoMode,
}: {
  initialEmail: string;
  onBack: () => void;
  isDemoMode: boolean;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateForgotPassword(email);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    request.mutate(email.trim(), {
      onSuccess: () => setIsSent(true),
      onError: (e) => setError(authErrorMessage(e)),
    });
  }

  return (
    <div>
      <h1 className="text-3xl font-semibold">Reset your password</h1>
      <p className="mt-2 text-fg-muted">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {isSent ? (
          <Alert tone="success">
            {AUTH_PAGE_MESSAGES.resetLinkSent}
            {isDemoMode ? (
              <>
                {' '}
                <Link to={paths.mailbox.getHref()}>Open the demo mailbox</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" fullWidth size="lg" isLoading={request.isPending}>
          Send reset link
        </Button>
        <Button variant="ghost" fullWidth onClick={onBack} disabled={request.isPending}>
          Back to sign in
        </Button>
      </form>
    </div>
  );
}
