import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  buildResetPasswordRequestSchema,
  buildSignUpFormSchema,
  buildSignUpRequestSchema,
  mapAuthError,
  SignInRequestSchema,
} from './auth';

const MIN = 12;

describe('mapAuthError: the auth message mapping of core spec section 8', () => {
  it.each([
    [
      'INVALID_EMAIL_OR_PASSWORD',
      'Invalid email or password',
      'INVALID_CREDENTIALS',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      undefined,
      'Invalid login credentials',
      'INVALID_CREDENTIALS',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      'USER_ALREADY_EXISTS',
      'User already exists',
      'USER_ALREADY_REGISTERED',
      'This email is already registered. Please sign in instead.',
    ],
    [
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      'User already exists. Use another email.',
      'USER_ALREADY_REGISTERED',
      'This email is already registered. Please sign in instead.',
    ],
    [
      undefined,
      'User already registered',
      'USER_ALREADY_REGISTERED',
      'This email is already registered. Please sign in instead.',
    ],
    [
      'EMAIL_NOT_VERIFIED',
      'Email not verified',
      'EMAIL_NOT_CONFIRMED',
      'Please check your email and click the confirmation link before signing in.',
    ],
    [
      undefined,
      'Email not confirmed',
      'EMAIL_NOT_CONFIRMED',
      'Please check your email and click the confirmation link before signing in.',
    ],
    [
      'FAILED_TO_CREATE_USER',
      'Failed to create user',
      'ACCOUNT_CREATION_FAILED',
      'Account creation failed. Please try again in a moment.',
    ],
    [
      undefined,
      'Database error saving new user',
      'ACCOUNT_CREATION_FAILED',
      'Account creation failed. Please try again in a moment.',
    ],
    [
      'SIGNUP_DISABLED',
      undefined,
      'SIGNUP_DISABLED',
      'New account registration is currently disabled. Please contact support.',
    ],
    [
      undefined,
      'Signups not allowed for this instance',
      'SIGNUP_DISABLED',
      'New account registration is currently disabled. Please contact support.',
    ],
  ])('code %s / message %s -> %s', (code, message, expectedCode, expectedMessage) => {
    expect(mapAuthError(code, message, MIN)).toEqual({ code: expectedCode, message: expectedMessage });
  });

  it('states the configured minimum for a too-short password (the setting, not the prototype 6)', () => {
    expect(mapAuthError('PASSWORD_TOO_SHORT', 'Password too short', 12)).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password must be at least 12 characters',
    });
    expect(mapAuthError(undefined, 'Password should be at least 6 characters', 16).message).toBe(
      'Password must be at least 16 characters',
    );
  });

  it('matches messages regardless of case', () => {
    expect(mapAuthError(undefined, 'INVALID LOGIN CREDENTIALS', MIN).code).toBe('INVALID_CREDENTIALS');
    expect(mapAuthError('email_not_verified', undefined, MIN).code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('passes any other message through unchanged', () => {
    expect(mapAuthError('SESSION_EXPIRED', 'Session expired. Re-authenticate to perform this action.', MIN)).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session expired. Re-authenticate to perform this action.',
    });
  });

  it('falls back to the generic text when there is no message at all', () => {
    expect(mapAuthError(undefined, undefined, MIN)).toEqual({ code: 'AUTH_ERROR', message: AUTH_MESSAGES.unexpected });
    expect(AUTH_MESSAGES.unexpected).toBe(
      'An unexpected error occurred. Please try again or contact support if the issue persists.',
    );
  });
});

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('sign-up form schema', () => {
  const form = buildSignUpFormSchema(MIN);
  const valid = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
  };

  it('accepts a complete form and trims name and e-mail', () => {
    const parsed = form.parse({ ...valid, name: '  Ada Lovelace ', email: ' ada@example.com ' });
    expect(parsed).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it("says 'Passwords do not match' on the confirmation field", () => {
    const result = form.safeParse({ ...valid, confirmPassword: 'a-long-passworD' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('requires the full name', () => {
    expect(fieldErrors(form.safeParse({ ...valid, name: '   ' }))).toEqual({ name: 'Full name is required' });
  });

  it('requires e-mail and password with the spec message', () => {
    const fields = fieldErrors(form.safeParse({ ...valid, email: '', password: '', confirmPassword: '' }));
    expect(fields.email).toBe('Email and password are required');
    expect(fields.password).toBe('Email and password are required');
  });

  it('gives the same messages for fields left out of the body as for empty ones', () => {
    expect(fieldErrors(form.safeParse({ confirmPassword: '' }))).toEqual({
      name: 'Full name is required',
      email: 'Email and password are required',
      password: 'Email and password are required',
    });
    expect(fieldErrors(SignInRequestSchema.safeParse({}))).toEqual({
      email: 'Email and password are required',
      password: 'Email and password are required',
    });
    expect(fieldErrors(buildResetPasswordRequestSchema(MIN).safeParse({}))).toEqual({
      token: 'The reset link is invalid or has expired.',
      newPassword: 'Password must be at least 12 characters',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(fieldErrors(form.safeParse({ ...valid, email: 'not-an-email' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('states the minimum length of the setting: 11 characters fail, 12 pass', () => {
    const short = 'x'.repeat(11);
    expect(fieldErrors(form.safeParse({ ...valid, password: short, confirmPassword: short }))).toEqual({
      password: 'Password must be at least 12 characters',
    });
    const exact = 'x'.repeat(12);
    expect(form.safeParse({ ...valid, password: exact, confirmPassword: exact }).success).toBe(true);
    const eight = buildSignUpFormSchema(8);
    expect(eight.safeParse({ ...valid, password: 'x'.repeat(8), confirmPassword: 'x'.repeat(8) }).success).toBe(true);
    expect(fieldErrors(eight.safeParse({ ...valid, password: 'x'.repeat(7), confirmPassword: 'x'.repeat(7) }))).toEqual(
      { password: 'Password must be at least 8 characters' },
    );
  });

  it('caps the password at 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(fieldErrors(form.safeParse({ ...valid, password: long, confirmPassword: long }))).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });

  it('the request schema (server side) drops the confirmation and unknown fields', () => {
    const parsed = buildSignUpRequestSchema(MIN).parse({ ...valid, role: 'admin', callbackURL: '/auth?verified=1' });
    expect(parsed).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'a-long-password',
      callbackURL: '/auth?verified=1',
    });
  });
});

describe('sign-in and reset-password schemas', () => {
  it('sign-in needs both fields', () => {
    expect(SignInRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(SignInRequestSchema.safeParse({ email: '  ', password: 'x' }).success).toBe(false);
    expect(SignInRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('reset-password needs a token and a password of the minimum length', () => {
    const schema = buildResetPasswordRequestSchema(MIN);
    expect(fieldErrors(schema.safeParse({ token: 'abc', newPassword: 'short' }))).toEqual({
      newPassword: 'Password must be at least 12 characters',
    });
    expect(fieldErrors(schema.safeParse({ token: '', newPassword: 'x'.repeat(12) }))).toEqual({
      token: 'The reset link is invalid or has expired.',
    });
    expect(schema.safeParse({ token: 'abc', newPassword: 'x'.repeat(12) }).success).toBe(true);
  });
});
