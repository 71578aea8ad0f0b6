import { apiPaths } from '../../../contracts/api-paths';
import { signToken, type TokenPurpose } from '../../platform/signed-links/signed-token';

const DAY_MS = 86_400_000;
/** A confirmation link is short-lived; unsubscribe and preference links must work in old mails. */
export const LINK_LIFETIME_MS: Record<TokenPurpose, number> = {
  'newsletter-confirm': 7 * DAY_MS,
  unsubscribe: 365 * DAY_MS,
  'email-preferences': 365 * DAY_MS,
};

export interface EmailLinks {
  token(purpose: TokenPurpose, subject: string): string;
  /** The double opt-in link (subject: the subscriber id). */
  confirmUrl(subscriberId: string): string;
  /** The /unsubscribe page with a signed token (subject: the recipient id, never the address). */
  unsubscribeUrl(recipientId: string): string;
  preferencesUrl(recipientId: string): string;
  /**
   * Headers every marketing mail carries (RFC 2369 and RFC 8058): the HTTPS one-click URL (a POST
   * to it unsubscribes, no page, no cookie) and a mailto fallback naming the same token.
   */
  listUnsubscribeHeaders(recipientId: string): Record<string, string>;
}

export function createEmailLinks(options: {
  secret: string;
  publicUrl: string;
  mailFrom: string;
  now?: () => Date;
}): EmailLinks {
  const now = options.now ?? (() => new Date());
  const token = (purpose: TokenPurpose, subject: string) =>
    signToken(options.secret, { purpose, subject, expiresAt: new Date(now().getTime() + LINK_LIFETIME_MS[purpose]) });
  const url = (path: string, query: Record<string, string>) =>
    `${options.publicUrl}${path}?${new URLSearchParams(query)}`;
  const unsubscribeMailbox = mailboxFor(options.mailFrom);
  return {
    token,
    confirmUrl: (subscriberId) => url('/newsletter/confirm', { token: token('newsletter-confirm', subscriberId) }),
    unsubscribeUrl: (recipientId) => url('/unsubscribe', { token: token('unsubscribe', recipientId) }),
    preferencesUrl: (recipientId) => url('/email-preferences', { token: token('email-preferences', recipientId) }),
    listUnsubscribeHeaders(recipientId) {
      const t = token('unsubscribe', recipientId);
      return {
        'List-Unsubscribe': `<${url(apiPaths.email.oneClickUnsubscribe, { token: t })}>, <mailto:${unsubscribeMailbox}?subject=${encodeURIComponent(`unsubscribe ${t}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
    },
  };
}

/** unsubscribe@ the sender's domain: `VINO <no-reply@vino.example>` gives unsubscribe@vino.example. */
function mailboxFor(mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `unsubscribe@${domain}`;
}
