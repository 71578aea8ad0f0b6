/**
 * State and actions of the sign-in / sign-up form (core spec section 4, "Auth form"):
 * - switching mode clears the fields and the message; editing any field clears a shown error;
 * - one submitting flag disables every button while a request runs;
 * - sign-in success: 'Login successful! Redirecting...', refresh ['me'], then go to the origin page
 *   (or /dashboard) after 500 ms, 1000 ms in demo mode;
 * - sign-up success: the spec's message plus a check-your-email hint, switch to sign-in keeping
 *   only the email;
 * - an account with two-factor: the password step leads to the code step (authenticator code or a
 *   backup code); the session exists only after the code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import type { PublicConfig } from '../../../contracts/system';
import { DEMO_SIGN_IN_REDIRECT_MS, SIGN_IN_REDIRECT_MS } from '../../lib/ui-constants';
import { profilesKeys } from '../../api/profiles/keys';
import { signIn } from '../../api/auth/sign-in';
import { signInWithGoogle } from '../../api/auth/sign-in-social';
import { signUp } from '../../api/auth/sign-up';
import { verifyTwoFactorCode } from '../../api/auth/verify-two-factor';
import { AUTH_PAGE_MESSAGES } from './auth-messages';
import {
  EMPTY_AUTH_FORM,
  authErrorMessage,
  redirectTarget,
  validateSignIn,
  validateSignUp,
  type AuthFormValues,
  type AuthMode,
} from './auth-form-logic';
import {
  isTwoFactorChallenge,
  mustRestartSignIn,
  validateTwoFactorCode,
  type TwoFactorCodeKind,
} from './two-factor-step-logic';

export interface AuthFeedback {
  tone: 'success' | 'error';
  text: string;
  hint?: string;
}

/** Used until the public config arrives; the server enforces its own minimum anyway. */
const FALLBACK_PASSWORD_MIN_LENGTH = 12;

export function useAuthForm({
  mode,
  setMode,
  config,
}: {
  mode: AuthMode;
  setMode: (mode: AuthMode) => void;
  config: PublicConfig | undefined;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<AuthFormValues>(EMPTY_AUTH_FORM);
  const [feedback, setFeedback] = useState<AuthFeedback | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  /** 'code' after a correct password on an account with two-factor, until the code is accepted. */
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [codeKind, setCodeKind] = useState<TwoFactorCodeKind>('totp');
  const [code, setCode] = useState('');
  /** True from a successful sign-in until the redirect: the page must not redirect on its own meanwhile. */
  const [isCompletingSignIn, setIsCompletingSignIn] = useState(false);
  /** What survives the next mode change (sign-up success keeps the email and its message). */
  const carryOver = useRef<{ values: AuthFormValues; feedback: AuthFeedback } | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const isDemoMode = config?.demoMode ?? false;

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // A mode change (toggle link, nav 'Sign Up' link, back button) starts from a clean form.
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current === mode) return;
    previousMode.current = mode;
    const kept = carryOver.current;
    carryOver.current = null;
    setValues(kept?.values ?? EMPTY_AUTH_FORM);
    setFeedback(kept?.feedback ?? null);
    setStep('credentials');
  }, [mode]);

  function setField<K extends keyof AuthFormValues>(name: K, value: AuthFormValues[K]) {
    setValues((v) => ({ ...v, [name]: value }));
    if (feedback?.tone === 'error') setFeedback(null);
  }

  function switchMode(next: AuthMode) {
    if (next !== mode) setMode(next);
  }

  async function completeSignIn() {
    setIsCompletingSignIn(true);
    setFeedback({ tone: 'success', text: AUTH_MESSAGES.signInSuccess });
    await queryClient.invalidateQueries({ queryKey: profilesKeys.me() });
    const target = redirectTarget(location.state);
    redirectTimer.current = window.setTimeout(
      () => navigate(target, { replace: true }),
      isDemoMode ? DEMO_SIGN_IN_REDIRECT_MS : SIGN_IN_REDIRECT_MS,
    );
  }

  /** After a correct password: signed in, or the code step when the account has two-factor. */
  async function afterPassword(response: unknown) {
    if (isTwoFactorChallenge(response)) {
      setCode('');
      setCodeKind('totp');
      setStep('code');
      return;
    }
    await completeSignIn();
  }

  function changeCode(next: string) {
    setCode(next);
    if (feedback?.tone === 'error') setFeedback(null);
  }

  function switchCodeKind() {
    setCodeKind((kind) => (kind === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setFeedback(null);
  }

  function leaveCodeStep() {
    setStep('credentials');
    setCode('');
    setFeedback(null);
  }

  async function submitCode() {
    if (isSubmitting) return;
    const invalid = validateTwoFactorCode(codeKind, code);
    if (invalid) {
      setFeedback({ tone: 'error', text: invalid });
      return;
    }
    await run(async () => {
      try {
        await verifyTwoFactorCode(codeKind, code.trim());
      } catch (error) {
        setCode('');
        if (mustRestartSignIn(error)) setStep('credentials');
        throw error;
      }
      await completeSignIn();
    }, authErrorMessage);
  }

  async function run(action: () => Promise<void>, errorText: (error: unknown) => string) {
    setIsSubmitting(true);
    setFeedback(null);
    try {
      await action();
    } catch (error) {
      setIsCompletingSignIn(false);
      setFeedback({ tone: 'error', text: errorText(error) });
    } finally {
      setIsSubmitting(false);
    }
  }

  async function submit() {
    if (isSubmitting) return;
    const minLength = config?.passwordMinLength ?? FALLBACK_PASSWORD_MIN_LENGTH;
    const invalid = mode === 'signin' ? validateSignIn(values) : validateSignUp(values, minLength);
    if (invalid) {
      setFeedback({ tone: 'error', text: invalid });
      return;
    }
    if (mode === 'signin') {
      await run(async () => {
        await afterPassword(
          await signIn({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe }),
        );
      }, authErrorMessage);
      return;
    }
    await run(async () => {
      const email = values.email.trim();
      await signUp({ name: values.name.trim(), email, password: values.password });
      carryOver.current = {
        values: { ...EMPTY_AUTH_FORM, email },
        feedback: { tone: 'success', text: AUTH_MESSAGES.signUpSuccess, hint: AUTH_PAGE_MESSAGES.checkEmail(email) },
      };
      setMode('signin');
    }, authErrorMessage);
  }

  async function quickSignIn(account: { email: string; password: string }) {
    if (isSubmitting) return;
    await run(
      async () => {
        await afterPassword(await signIn({ email: account.email, password: account.password, rememberMe: true }));
      },
      (error) => AUTH_PAGE_MESSAGES.demoFailed(authErrorMessage(error)),
    );
  }

  async function googleSignIn() {
    if (isSubmitting) return;
    if (!config?.googleEnabled) {
      setFeedback({ tone: 'error', text: AUTH_PAGE_MESSAGES.googleNotConfigured });
      return;
    }
    await run(
      async () => {
        const url = await signInWithGoogle();
        window.location.assign(url);
      },
      (error) => AUTH_PAGE_MESSAGES.googleFailed(authErrorMessage(error)),
    );
  }

  return {
    values,
    feedback,
    setFeedback,
    isSubmitting: isSubmitting || isCompletingSignIn,
    isCompletingSignIn,
    setField,
    switchMode,
    submit,
    step,
    codeKind,
    code,
    changeCode,
    switchCodeKind,
    leaveCodeStep,
    submitCode,
    quickSignIn,
    googleSignIn,
  };
}
