import { z } from './zod';

/**
 * Two-factor sign-in with an authenticator app ("optional TOTP two-factor"). Better
 * Auth's twoFactor plugin serves these paths behind our auth wrapper (auth-routes.ts), which
 * validates the bodies with the schemas below and turns the plugin's error codes into these texts.
 */
export const twoFactorPaths = {
  enable: '/api/auth/two-factor/enable',
  disable: '/api/auth/two-factor/disable',
  verifyTotp: '/api/auth/two-factor/verify-totp',
  verifyBackupCode: '/api/auth/two-factor/verify-backup-code',
} as const;

export const TWO_FACTOR_MESSAGES = {
  passwordRequired: 'Please enter your password',
  wrongPassword: 'Incorrect password. Please try again.',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  backupCodeRequired: 'Enter one of your backup codes',
  wrongCode: 'That code is not correct. Check your authenticator app and try again.',
  wrongBackupCode: 'That backup code is not correct or has already been used.',
  challengeExpired: 'Your sign-in has expired. Please sign in again with your email and password.',
  tooManyCodeAttempts: 'Too many incorrect codes. Please sign in again with your email and password.',
  accountLocked: 'Too many incorrect codes. Two-factor sign-in is locked for 15 minutes.',
  tooManyPasswordAttempts: 'Too many incorrect passwords. Please wait 15 minutes and try again.',
  alreadyEnabled: 'Two-factor authentication is already on.',
  demoAccount:
    'Two-factor authentication cannot be turned on for the shared demo accounts. Create your own account to try it.',
  enabled: 'Two-factor authentication is on',
  disabled: 'Two-factor authentication is off',
} as const;

export const TwoFactorPasswordRequestSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
    .max(128),
});

/** Authenticator codes are six digits; spaces the user typed between groups are ignored. */
export const TotpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

export const VerifyTotpRequestSchema = z.object({ code: TotpCodeSchema, trustDevice: z.boolean().optional() });

export const VerifyBackupCodeRequestSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.backupCodeRequired })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.backupCodeRequired)
    .max(64, TWO_FACTOR_MESSAGES.wrongBackupCode),
});

/** POST enable answers the setup data, shown once: the otpauth:// URI and the backup codes. */
export const EnableTwoFactorResponseSchema = z.object({
  totpURI: z.string().startsWith('otpauth://'),
  backupCodes: z.array(z.string()),
});
export type EnableTwoFactorResponse = z.infer<typeof EnableTwoFactorResponseSchema>;

/** Sign-in with e-mail and password answers this instead of a session when a code is needed. */
export const TwoFactorChallengeSchema = z.object({ twoFactorRedirect: z.literal(true) });

/** The plugin's error codes, in the product's words; null leaves the generic auth mapping to decide. */
export function mapTwoFactorError(code: string | undefined): { code: string; message: string } | null {
  switch ((code ?? '').toUpperCase()) {
    case 'INVALID_PASSWORD':
      return { code: 'INVALID_PASSWORD', message: TWO_FACTOR_MESSAGES.wrongPassword };
    case 'INVALID_CODE':
      return { code: 'INVALID_CODE', message: TWO_FACTOR_MESSAGES.wrongCode };
    case 'INVALID_BACKUP_CODE':
      return { code: 'INVALID_BACKUP_CODE', message: TWO_FACTOR_MESSAGES.wrongBackupCode };
    case 'INVALID_TWO_FACTOR_COOKIE':
      return { code: 'TWO_FACTOR_EXPIRED', message: TWO_FACTOR_MESSAGES.challengeExpired };
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return { code: 'TOO_MANY_CODE_ATTEMPTS', message: TWO_FACTOR_MESSAGES.tooManyCodeAttempts };
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { code: 'TWO_FACTOR_LOCKED', message: TWO_FACTOR_MESSAGES.accountLocked };
    case 'TOTP_ALREADY_ENABLED':
      return { code: 'TWO_FACTOR_ALREADY_ENABLED', message: TWO_FACTOR_MESSAGES.alreadyEnabled };
    default:
      return null;
  }
}
