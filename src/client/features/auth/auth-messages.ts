/**
 * Texts of the auth screens that are not in contracts/auth.ts AUTH_MESSAGES (which holds the
 * spec's validation and mapping texts, shared with the server). Kept together so tests can import them.
 */
export const AUTH_PAGE_MESSAGES = {
  emailVerified: 'Your email is verified. You can now sign in.',
  verificationFailed: 'The verification link is invalid or has expired. Please sign in to receive a new one.',
  checkEmail: (email: string) =>
    `We sent a verification link to ${email}. Check your email and click the link to activate your account.`,
  resetLinkSent: 'If an account exists for that email, we have sent a password reset link.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  googleNotConfigured: 'Google sign in failed: Google sign-in is not configured on this server.',
  googleFailed: (message: string) => `Google sign in failed: ${message}`,
  demoFailed: (message: string) => `Demo sign in failed: ${message}`,
} as const;
