/**
 * Pure rules of sign-in's two-factor step: recognising the server's "code needed" answer,
 * checking a code before it is sent, and which failures mean "start again with your password".
 */
import {
  TWO_FACTOR_MESSAGES,
  TwoFactorChallengeSchema,
  TotpCodeSchema,
  VerifyBackupCodeRequestSchema,
} from '../../../contracts/two-factor';
import { isApiError } from '../../lib/api-error';

export type { TwoFactorCodeKind } from '../../api/auth/verify-two-factor';
import type { TwoFactorCodeKind } from '../../api/auth/verify-two-factor';

export const TWO_FACTOR_STEP_TEXT = {
  heading: 'Two-factor authentication',
  instructions: 'Enter the 6-digit code from your authenticator app',
  backupInstructions: 'Enter one of the backup codes you saved when you turned on two-factor authentication.',
  codeLabel: 'Authentication code',
  backupLabel: 'Backup code',
  useBackup: 'Use a backup code instead',
  useApp: 'Use your authenticator app instead',
  verify: 'Verify',
  back: 'Back to sign in',
} as const;

/** Sign-in with e-mail and password answered "code needed" instead of a session. */
export function isTwoFactorChallenge(response: unknown): boolean {
  return TwoFactorChallengeSchema.safeParse(response).success;
}

export function validateTwoFactorCode(kind: TwoFactorCodeKind, code: string): string | null {
  if (kind === 'totp') return TotpCodeSchema.safeParse(code).success ? null : TWO_FACTOR_MESSAGES.codeFormat;
  const result = VerifyBackupCodeRequestSchema.safeParse({ code });
  return result.success ? null : (result.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.backupCodeRequired);
}

/** The pending sign-in is gone (expired or too many wrong codes): only the password step helps. */
export function mustRestartSignIn(error: unknown): boolean {
  return isApiError(error) && ['TWO_FACTOR_EXPIRED', 'TOO_MANY_CODE_ATTEMPTS'].includes(error.code);
}
