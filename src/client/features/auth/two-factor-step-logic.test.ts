import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../../contracts/two-factor';
import { ApiError } from '../../lib/api-error';
import { isTwoFactorChallenge, mustRestartSignIn, validateTwoFactorCode } from './two-factor-step-logic';

describe('two-factor step rules', () => {
  it('recognises the "code needed" answer of sign-in, not a signed-in answer', () => {
    expect(isTwoFactorChallenge({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })).toBe(true);
    expect(isTwoFactorChallenge({ redirect: false, user: { id: 'u1' } })).toBe(false);
    expect(isTwoFactorChallenge(null)).toBe(false);
  });

  it('wants six digits from the app (spaces allowed) and any backup code', () => {
    expect(validateTwoFactorCode('totp', '123456')).toBeNull();
    expect(validateTwoFactorCode('totp', '123 456')).toBeNull();
    expect(validateTwoFactorCode('totp', '12345')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(validateTwoFactorCode('totp', 'abcdef')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(validateTwoFactorCode('backup', 'Ab3dE-fG7hJ')).toBeNull();
    expect(validateTwoFactorCode('backup', '  ')).toBe(TWO_FACTOR_MESSAGES.backupCodeRequired);
  });

  it('sends the person back to the password step only when the pending sign-in is gone', () => {
    expect(mustRestartSignIn(new ApiError(401, 'TWO_FACTOR_EXPIRED', 'expired'))).toBe(true);
    expect(mustRestartSignIn(new ApiError(400, 'TOO_MANY_CODE_ATTEMPTS', 'too many'))).toBe(true);
    expect(mustRestartSignIn(new ApiError(401, 'INVALID_CODE', 'wrong'))).toBe(false);
    expect(mustRestartSignIn(new Error('x'))).toBe(false);
  });
});
