/**
 * Pure rules of the auth form (core spec sections 4, 5 and 8), separate from the React code so
 * they are unit-tested: validation with the contract schemas (first failing message only), the
 * error text to show for a failed request, and where to go after sign-in.
 */
import {
  AUTH_MESSAGES,
  ForgotPasswordRequestSchema,
  SignInRequestSchema,
  buildResetPasswordRequestSchema,
  buildSignUpFormSchema,
} from '../../../contracts/auth';
import { NETWORK_ERROR_CODE, isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { AUTH_PAGE_MESSAGES } from './auth-messages';

export type AuthMode = 'signin' | 'signup';

export interface AuthFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  rememberMe: boolean;
}

export const EMPTY_AUTH_FORM: AuthFormValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  rememberMe: false,
};

/**
 * The spec checks "email and password required" before anything else, so that message wins when
 * present; otherwise the first issue in field order (name, email, password, confirmation).
 */
function firstMessage(issues: ReadonlyArray<{ message: string }>): string | null {
  if (issues.length === 0) return null;
  const required = issues.find((issue) => issue.message === AUTH_MESSAGES.required);
  return (required ?? issues[0])!.message;
}

export function validateSignIn(values: Pick<AuthFormValues, 'email' | 'password' | 'rememberMe'>): string | null {
  const result = SignInRequestSchema.safeParse(values);
  return result.success ? null : firstMessage(result.error.issues);
}

export function validateSignUp(values: AuthFormValues, passwordMinLength: number): string | null {
  const result = buildSignUpFormSchema(passwordMinLength).safeParse({
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
  });
  return result.success ? null : firstMessage(result.error.issues);
}

export function validateForgotPassword(email: string): string | null {
  const result = ForgotPasswordRequestSchema.safeParse({ email });
  return result.success ? null : firstMessage(result.error.issues);
}

export function validateResetPassword(
  values: { token: string; newPassword: string; confirmPassword: string },
  passwordMinLength: number,
): string | null {
  const result = buildResetPasswordRequestSchema(passwordMinLength).safeParse(values);
  if (!result.success) return firstMessage(result.error.issues);
  return values.newPassword === values.confirmPassword ? null : AUTH_MESSAGES.passwordsMismatch;
}

/** The message to show for a failed auth request: the server's (already mapped) text, else the spec's fallback. */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR_CODE) return AUTH_MESSAGES.serviceUnavailable;
    return error.message || AUTH_MESSAGES.unexpected;
  }
  if (error instanceof Error && error.message) return error.message;
  return AUTH_MESSAGES.unexpected;
}

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string } | string;
}

/** Where sign-in goes: the page the guard sent the user from, else /dashboard (never back to /auth). */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  const href =
    typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith(paths.auth.path)) {
    return paths.dashboard.getHref();
  }
  return href;
}

/**
 * The notice for an email-verification landing (/auth?verified=1 or /auth?error=...), or for a
 * Google sign-in the server refused (/auth?error=SIGNUP_DISABLED or DAILY_SIGNUP_LIMIT).
 */
export function verificationNotice(params: URLSearchParams): { tone: 'success' | 'error'; text: string } | null {
  if (params.get('verified') === '1') return { tone: 'success', text: AUTH_PAGE_MESSAGES.emailVerified };
  const error = params.get('error');
  if (error === 'SIGNUP_DISABLED')
    return { tone: 'error', text: AUTH_PAGE_MESSAGES.googleFailed(AUTH_MESSAGES.signupDisabled) };
  if (error === 'DAILY_SIGNUP_LIMIT')
    return { tone: 'error', text: AUTH_PAGE_MESSAGES.googleFailed(AUTH_MESSAGES.dailySignupLimit) };
  if (error) return { tone: 'error', text: AUTH_PAGE_MESSAGES.verificationFailed };
  return null;
}
