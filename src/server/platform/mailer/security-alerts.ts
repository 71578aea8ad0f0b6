import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Mailer } from './mailer';
import { renderTemplate, securityAlertTemplate } from './templates/mail-templates';

/** The account changes that earn a security alert, by Better Auth endpoint path. */
const SECURITY_EVENTS: Record<string, string> = {
  '/change-password': 'Your password was changed',
  '/two-factor/disable': 'Two-factor authentication was turned off',
};
export const PASSWORD_RESET_EVENT = 'Your password was reset';

export type SendSecurityAlert = (account: { id: string; email: string; name: string }, event: string) => Promise<void>;

/**
 * Sends the "security alert" template (a security-category mail: sent even after "unsubscribe from
 * all"). A failure is logged by the caller's logger, never the user's error: the change is done.
 */
export function securityAlertSender(
  mailer: Mailer,
  publicUrl: string,
  now: () => Date = () => new Date(),
): SendSecurityAlert {
  return async (account, event) => {
    const occurredAt = `${now().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const mail = await renderTemplate(securityAlertTemplate, {
      user_name: account.name || account.email,
      event,
      occurred_at: occurredAt,
      dashboard_url: `${publicUrl}/dashboard?tab=settings`,
    });
    await mailer.send({ ...mail, to: account.email, userId: account.id });
  };
}

/** Better Auth's after-hook: a successful security-relevant endpoint sends the alert to the signed-in account. */
export function securityAlertHook(send: SendSecurityAlert) {
  return createAuthMiddleware(async (ctx) => {
    const event = SECURITY_EVENTS[ctx.path];
    const account = ctx.context.session?.user;
    if (!event || !account || ctx.context.returned instanceof APIError || ctx.context.returned instanceof Error) return;
    try {
      await send(account, event);
    } catch (err) {
      ctx.context.logger.error('security alert e-mail failed', err);
    }
  });
}
