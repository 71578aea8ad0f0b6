/**
 * The sign-in / sign-up form (core spec section 2, auth page): heading 'Welcome Back' or
 * 'Join VINO', the fields of each mode, one message region, Google, and the mode toggle; after a
 * correct password on an account with two-factor, the code step instead.
 * Pure presentation: state and actions come from useAuthForm.
 */
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox, PasswordField, TextField } from '../../../components/ui/form-field';
import { IconGoogle } from '../../../components/ui/icons';
import type { AuthMode } from '../auth-form-logic';
import type { useAuthForm } from '../use-auth-form';
import { TwoFactorStep } from './two-factor-step';

type AuthForm = ReturnType<typeof useAuthForm>;

export function AuthForm({
  mode,
  form,
  passwordMinLength,
  onForgotPassword,
  registrationEnabled,
}: {
  mode: AuthMode;
  form: AuthForm;
  passwordMinLength: number;
  onForgotPassword: () => void;
  registrationEnabled: boolean;
}) {
  const isSignUp = mode === 'signup';
  const { values, feedback, isSubmitting, setField } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  if (!isSignUp && form.step === 'code') return <TwoFactorStep form={form} />;

  return (
    <div>
      <h1 className="text-3xl font-semibold sm:text-4xl">{isSignUp ? 'Join VINO' : 'Welcome Back'}</h1>
      <p className="mt-2 text-fg-muted">
        {isSignUp
          ? 'Create your account to invest in wine-backed VINO tokens.'
          : 'Sign in to your VINO account to manage your wine-backed portfolio.'}
      </p>

      {/* noValidate: the contract schemas decide and the spec's messages are shown, not the browser's. */}
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 space-y-4"
        aria-describedby={feedback ? 'auth-feedback' : undefined}
      >
        {feedback ? (
          <Alert id="auth-feedback" tone={feedback.tone}>
            <span className="text-fg">{feedback.text}</span>
            {feedback.hint ? <span className="mt-1 block">{feedback.hint}</span> : null}
          </Alert>
        ) : null}
        {isSignUp && !registrationEnabled ? (
          <Alert tone="info">New account registration is currently disabled. Please contact support.</Alert>
        ) : null}

        {isSignUp ? (
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => setField('name', e.target.value)}
          />
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => setField('email', e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          hint={isSignUp ? `At least ${passwordMinLength} characters.` : undefined}
          value={values.password}
          onChange={(e) => setField('password', e.target.value)}
        />
        {isSignUp ? (
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => setField('confirmPassword', e.target.value)}
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Checkbox
              label="Remember me"
              name="rememberMe"
              checked={values.rememberMe}
              onChange={(e) => setField('rememberMe', e.target.checked)}
            />
            <button
              type="button"
              onClick={onForgotPassword}
              disabled={isSubmitting}
              className="focus-ring min-h-11 rounded px-1 text-sm font-medium text-gold-strong hover:text-gold hover:underline disabled:opacity-55"
            >
              Forgot password?
            </button>
          </div>
        )}

        <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
          {isSignUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>

      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-[0.16em] text-fg-subtle">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>

      <Button
        variant="secondary"
        fullWidth
        size="lg"
        disabled={isSubmitting}
        onClick={() => void form.googleSignIn()}
        leadingIcon={<IconGoogle size={18} />}
      >
        Continue with Google
      </Button>

      <p className="mt-6 text-center text-sm text-fg-muted">
        {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          disabled={isSubmitting}
          onClick={() => form.switchMode(isSignUp ? 'signin' : 'signup')}
          className="focus-ring inline-flex min-h-11 items-center rounded px-1 font-medium text-gold-strong hover:text-gold hover:underline disabled:opacity-55"
        >
          {isSignUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </div>
  );
}
