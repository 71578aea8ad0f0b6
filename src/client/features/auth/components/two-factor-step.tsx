/**
 * Sign-in's second step for an account with two-factor: the 6-digit code from the authenticator
 * app, or one of the backup codes. The same message region as the password step announces errors.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { TWO_FACTOR_STEP_TEXT as TEXT } from '../two-factor-step-logic';
import type { useAuthForm } from '../use-auth-form';

type AuthForm = ReturnType<typeof useAuthForm>;

export function TwoFactorStep({ form }: { form: AuthForm }) {
  const { feedback, isSubmitting, code, codeKind } = form;
  const isBackup = codeKind === 'backup';
  const inputRef = useRef<HTMLInputElement>(null);

  // The step replaces the password form: put the keyboard where the code goes.
  useEffect(() => {
    inputRef.current?.focus();
  }, [codeKind]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submitCode();
  }

  return (
    <div>
      <h1 className="text-3xl font-semibold sm:text-4xl">{TEXT.heading}</h1>
      <p id="two-factor-instructions" className="mt-2 text-fg-muted">
        {isBackup ? TEXT.backupInstructions : TEXT.instructions}
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 space-y-4"
        aria-describedby={feedback ? 'auth-feedback' : undefined}
      >
        {feedback ? (
          <Alert id="auth-feedback" tone={feedback.tone}>
            <span className="text-fg">{feedback.text}</span>
          </Alert>
        ) : null}
        <TextField
          ref={inputRef}
          key={codeKind}
          label={isBackup ? TEXT.backupLabel : TEXT.codeLabel}
          name={isBackup ? 'backupCode' : 'code'}
          autoComplete={isBackup ? 'off' : 'one-time-code'}
          inputMode={isBackup ? 'text' : 'numeric'}
          maxLength={isBackup ? 64 : 7}
          spellCheck={false}
          aria-describedby="two-factor-instructions"
          className="font-mono tracking-widest"
          value={code}
          onChange={(e) => form.changeCode(e.target.value)}
        />
        <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
          {TEXT.verify}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={form.switchCodeKind}
          disabled={isSubmitting}
          className="focus-ring min-h-11 rounded px-1 font-medium text-gold-strong hover:text-gold hover:underline disabled:opacity-55"
        >
          {isBackup ? TEXT.useApp : TEXT.useBackup}
        </button>
        <button
          type="button"
          onClick={form.leaveCodeStep}
          disabled={isSubmitting}
          className="focus-ring min-h-11 rounded px-1 font-medium text-fg-muted hover:text-fg hover:underline disabled:opacity-55"
        >
          {TEXT.back}
        </button>
      </div>
    </div>
  );
}
