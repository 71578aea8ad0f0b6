import { EMAIL_MESSAGES } from '../../../contracts/email';
import { verifyToken } from '../../platform/signed-links/signed-token';
import { invalidLink } from './confirm-subscription';
import type { EmailLinks } from './email-links';
import { findPreferencesById } from './email-repository';
import { unsubscribeFromAll, type UnsubscribeFromAllDeps } from './unsubscribe-from-all';

/**
 * Unsubscribe from all (the /unsubscribe page and the RFC 8058 one-click POST): the signed token
 * names the recipient; every category but the essential ones is turned off and the newsletter
 * subscription ends. Idempotent: a second click answers the same. Returns a preferences token
 * for "Customize Preferences Instead".
 */
export async function unsubscribeByToken(
  deps: UnsubscribeFromAllDeps & { links: EmailLinks; linkSecret: string },
  token: string,
): Promise<{ message: string; preferencesToken: string }> {
  const claims = verifyToken(deps.linkSecret, token, 'unsubscribe');
  if (!claims.ok) throw invalidLink();
  const recipient = await findPreferencesById(deps.db, claims.subject);
  if (!recipient) throw invalidLink();
  await unsubscribeFromAll(deps, recipient);
  return {
    message: EMAIL_MESSAGES.unsubscribed,
    preferencesToken: deps.links.token('email-preferences', recipient.id),
  };
}
