/**
 * Sign-in's second step: POST the authenticator code (or a backup code) for the pending sign-in
 * (the server remembers it in a short-lived HTTP-only cookie). Success sets the session cookie;
 * the caller then refreshes ['me'] like after a plain sign-in.
 */
import { twoFactorPaths } from '../../../contracts/two-factor';
import { api } from '../../lib/api-client';

/** An authenticator (TOTP) code, or one of the backup codes shown at setup. */
export type TwoFactorCodeKind = 'totp' | 'backup';

export function verifyTwoFactorCode(kind: TwoFactorCodeKind, code: string): Promise<unknown> {
  return api.post(kind === 'totp' ? twoFactorPaths.verifyTotp : twoFactorPaths.verifyBackupCode, { code });
}
