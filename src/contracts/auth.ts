import { z } from './zod';

/**
 * Auth form rules (core spec sections 5 and 8). The same schemas validate the form in the browser
 * and the request on the server; the minimum password length is the admin setting passwordMinLength.
 */
export const AUTH_MESSAGES = {
  required: 'Email and password are required',
  fullNameRequired: 'Full name is required',
  passwordsMismatch: 'Passwords do not match',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  databaseError: 'Account creation failed. Please try again in a moment.',
  signupDisabled: 'New account registration is currently disabled. Please contact support.',
  unexpected: 'An unexpected error occurred. Please try again or contact support if the issue persists.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  dailySignupLimit: 'We have reached the limit of new accounts for today. Please try again tomorrow.',
  signInSuccess: 'Login successful! Redirecting...',
  signUpSuccess: 'Account created successfully! You can now sign in.',
  serviceUnavailable: 'Authentication service not available',
} as const;

// A field left out of the body gets the same message as an empty one ({ error } on z.string()).
export const SignInRequestSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.required }).trim().min(1, AUTH_MESSAGES.required),
  password: z.string({ error: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export function buildSignUpRequestSchema(passwordMinLength: number) {
  return z
    .object({
      name: z
        .string({ error: AUTH_MESSAGES.fullNameRequired })
        .trim()
        .min(1, AUTH_MESSAGES.fullNameRequired)
        .max(120, 'Full name is too long'),
      email: z
        .string({ error: AUTH_MESSAGES.required })
        .trim()
        .min(1, AUTH_MESSAGES.required)
        .pipe(z.email('Please enter a valid email address')),
      password: z
        .string({ error: AUTH_MESSAGES.required })
        .min(1, AUTH_MESSAGES.required)
        .min(passwordMinLength, AUTH_MESSAGES.passwordTooShort(passwordMinLength))
        .max(128, 'Password must be at most 128 characters'),
      callbackURL: z.string().optional(),
    })
    .strip();
}
export type SignUpRequest = z.infer<ReturnType<typeof buildSignUpRequestSchema>>;

/** The sign-up form adds the confirmation field, checked only in the browser. */
export function buildSignUpFormSchema(passwordMinLength: number) {
  return buildSignUpRequestSchema(passwordMinLength)
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      message: AUTH_MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
    });
}

export const ForgotPasswordRequestSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  redirectTo: z.string().optional(),
});

export function buildResetPasswordRequestSchema(passwordMinLength: number) {
  return z.object({
    token: z
      .string({ error: 'The reset link is invalid or has expired.' })
      .min(1, 'The reset link is invalid or has expired.'),
    newPassword: z
      .string({ error: AUTH_MESSAGES.passwordTooShort(passwordMinLength) })
      .min(passwordMinLength, AUTH_MESSAGES.passwordTooShort(passwordMinLength))
      .max(128, 'Password must be at most 128 characters'),
  });
}

/** Session as the client sees it: the user and the profile loaded for them. */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * Maps an auth failure (Better Auth's error code or message) to the spec's user-facing text
 * (core spec section 8, "Auth message mapping").
 */
export function mapAuthError(
  code: string | undefined,
  message: string | undefined,
  passwordMinLength: number,
): { code: string; message: string } {
  const c = (code ?? '').toUpperCase();
  const m = (message ?? '').toLowerCase();
  if (
    c === 'INVALID_EMAIL_OR_PASSWORD' ||
    m.includes('invalid login credentials') ||
    m.includes('invalid email or password')
  )
    return { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.invalidCredentials };
  if (c === 'EMAIL_NOT_VERIFIED' || m.includes('email not confirmed') || m.includes('email not verified'))
    return { code: 'EMAIL_NOT_CONFIRMED', message: AUTH_MESSAGES.emailNotConfirmed };
  if (c.startsWith('USER_ALREADY_EXISTS') || m.includes('already registered') || m.includes('already exists'))
    return { code: 'USER_ALREADY_REGISTERED', message: AUTH_MESSAGES.alreadyRegistered };
  if (c === 'PASSWORD_TOO_SHORT' || m.includes('password too short') || m.includes('password should be'))
    return { code: 'PASSWORD_TOO_SHORT', message: AUTH_MESSAGES.passwordTooShort(passwordMinLength) };
  if (c === 'FAILED_TO_CREATE_USER' || m.includes('database error'))
    return { code: 'ACCOUNT_CREATION_FAILED', message: AUTH_MESSAGES.databaseError };
  if (c === 'SIGNUP_DISABLED' || m.includes('signup disabled') || m.includes('signups not allowed'))
    return { code: 'SIGNUP_DISABLED', message: AUTH_MESSAGES.signupDisabled };
  return { code: c || 'AUTH_ERROR', message: message || AUTH_MESSAGES.unexpected };
}
