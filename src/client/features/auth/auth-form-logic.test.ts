import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-error';
import { AUTH_PAGE_MESSAGES } from './auth-messages';
import {
  EMPTY_AUTH_FORM,
  authErrorMessage,
  redirectTarget,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  verificationNotice,
} from './auth-form-logic';

const signUp = {
  ...EMPTY_AUTH_FORM,
  name: 'Ann',
  email: 'ann@example.com',
  password: 'long-enough-pw',
  confirmPassword: 'long-enough-pw',
};

describe('auth form validation (spec section 5, messages word for word)', () => {
  it('sign-in needs email and password', () => {
    expect(validateSignIn({ email: '', password: 'x', rememberMe: false })).toBe(AUTH_MESSAGES.required);
    expect(validateSignIn({ email: 'a@b.co', password: '', rememberMe: false })).toBe(AUTH_MESSAGES.required);
    expect(validateSignIn({ email: 'a@b.co', password: 'x', rememberMe: true })).toBeNull();
  });

  it('sign-up checks email/password first, then name, length and confirmation', () => {
    expect(validateSignUp({ ...signUp, name: '', email: '' }, 12)).toBe(AUTH_MESSAGES.required);
    expect(validateSignUp({ ...signUp, name: '  ' }, 12)).toBe(AUTH_MESSAGES.fullNameRequired);
    expect(validateSignUp({ ...signUp, password: 'short', confirmPassword: 'short' }, 12)).toBe(
      'Password must be at least 12 characters',
    );
    expect(validateSignUp({ ...signUp, confirmPassword: 'different-pw!' }, 12)).toBe(AUTH_MESSAGES.passwordsMismatch);
    expect(validateSignUp(signUp, 12)).toBeNull();
  });

  it('forgot and reset password', () => {
    expect(validateForgotPassword('nope')).toBe('Please enter a valid email address');
    expect(validateForgotPassword('a@b.co')).toBeNull();
    expect(validateResetPassword({ token: 't', newPassword: 'long-enough-pw', confirmPassword: 'other' }, 12)).toBe(
      AUTH_MESSAGES.passwordsMismatch,
    );
    expect(validateResetPassword({ token: 't', newPassword: 'short', confirmPassword: 'short' }, 12)).toBe(
      'Password must be at least 12 characters',
    );
    expect(
      validateResetPassword({ token: 't', newPassword: 'long-enough-pw', confirmPassword: 'long-enough-pw' }, 12),
    ).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it('shows the server message, the service-unavailable text offline, else the fallback', () => {
    expect(authErrorMessage(new ApiError(401, 'INVALID', AUTH_MESSAGES.invalidCredentials))).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
    expect(authErrorMessage(new ApiError(0, NETWORK_ERROR_CODE, 'x'))).toBe(AUTH_MESSAGES.serviceUnavailable);
    expect(authErrorMessage(new ApiError(500, 'X', ''))).toBe(AUTH_MESSAGES.unexpected);
    expect(authErrorMessage(null)).toBe(AUTH_MESSAGES.unexpected);
  });
});

describe('redirectTarget', () => {
  it('returns to the guarded page, never to /auth or another site', () => {
    expect(redirectTarget({ from: { pathname: '/payments', search: '?a=1', hash: '' } })).toBe('/payments?a=1');
    expect(redirectTarget({ from: '/analytics' })).toBe('/analytics');
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/auth' } })).toBe('/dashboard');
    expect(redirectTarget({ from: '//evil.example' })).toBe('/dashboard');
  });
});

describe('verificationNotice', () => {
  it('reads the verification landing', () => {
    expect(verificationNotice(new URLSearchParams('verified=1'))).toEqual({
      tone: 'success',
      text: AUTH_PAGE_MESSAGES.emailVerified,
    });
    expect(verificationNotice(new URLSearchParams('error=invalid_token'))?.tone).toBe('error');
    expect(verificationNotice(new URLSearchParams(''))).toBeNull();
  });

  it('explains a Google sign-up the server refused', () => {
    expect(verificationNotice(new URLSearchParams('error=SIGNUP_DISABLED'))).toEqual({
      tone: 'error',
      text: AUTH_PAGE_MESSAGES.googleFailed(AUTH_MESSAGES.signupDisabled),
    });
    expect(verificationNotice(new URLSearchParams('error=DAILY_SIGNUP_LIMIT'))?.text).toBe(
      AUTH_PAGE_MESSAGES.googleFailed(AUTH_MESSAGES.dailySignupLimit),
    );
  });
});
