import type { Mailer } from '../mailer/mailer';
import type { SettingsService } from './settings-service';

/**
 * Mail the product must send whatever the switches say: account access and its security (verification,
 * password reset, security alerts), answers to something the person just asked for (newsletter
 * welcome, investor access), and campaigns, which an admin sends on purpose to people who consented
 * (the campaign's own rules decide who gets one; a switch must not drop them while counting them sent).
 */
export const ESSENTIAL_MAIL_TEMPLATES: ReadonlySet<string> = new Set([
  'verify-email',
  'password-reset',
  'security_alert',
  'campaign',
  'newsletter-welcome',
  'newsletter-confirm',
  'unsubscribe-confirm',
  'investor-access-request',
]);

/**
 * The emailNotifications switch: off, notification e-mails (payment confirmations, redemption,
 * KYC decisions …) are not sent; essential mail still is. Wraps any mailer.
 */
export function withEmailNotificationSwitch(mailer: Mailer, settings: SettingsService): Mailer {
  return {
    transport: mailer.transport,
    async send(mail) {
      if (!ESSENTIAL_MAIL_TEMPLATES.has(mail.template) && !(await settings.get()).notifications.emailNotifications)
        return;
      await mailer.send(mail);
    },
  };
}

/** The notification switches other modules ask (each reads the cached settings). */
export function notificationSwitches(settings: SettingsService) {
  return {
    push: async () => (await settings.get()).notifications.pushNotifications,
    priceAlerts: async () => (await settings.get()).notifications.priceAlerts,
  };
}
