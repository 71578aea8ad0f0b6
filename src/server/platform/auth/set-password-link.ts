import { randomBytes } from 'node:crypto';
import type { Auth } from './create-auth';

/** How long a link printed by the admin command stays usable: a day, to reach a browser in time. */
export const SET_PASSWORD_LINK_EXPIRES_MS = 24 * 60 * 60 * 1000;

/**
 * A one-time link to choose a password: a Better Auth password-reset token, stored by Better Auth
 * itself (so it follows its storage of verification values), consumed by the reset-password page.
 * Nothing is mailed: the operator who ran the command hands the link over.
 */
export async function issueSetPasswordLink(
  auth: Auth,
  userId: string,
  publicUrl: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  const context = await auth.$context;
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_EXPIRES_MS);
  // The identifier Better Auth's request-password-reset writes and reset-password reads.
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  const url = new URL('/auth/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt };
}
