import { Cta, EmailLayout, P } from './email-layout';
import { defineTemplate } from './define-template';

/** Newsletter double opt-in and unsubscribe-by-address confirmations (existing templates, migrated). */
export const newsletterConfirmTemplate = defineTemplate({
  id: 'newsletter-confirm',
  name: 'Newsletter confirmation',
  category: 'transactional',
  fields: ['user_name', 'confirm_url'],
  subject: () => 'Confirm your subscription to VINO updates',
  sample: { user_name: 'Ada', confirm_url: 'https://vino.example/newsletter/confirm?token=sample' },
  Body: (d) => (
    <EmailLayout preview="One click to confirm your subscription" title="Confirm your subscription">
      <P>{d.user_name ? `Hello ${d.user_name},` : 'Hello,'}</P>
      <P>Please confirm that you want to receive VINO updates.</P>
      <Cta href={d.confirm_url} label="Confirm subscription" />
      <P muted>
        The link is valid for 7 days. If you did not sign up, ignore this e-mail and nothing will be sent to you.
      </P>
    </EmailLayout>
  ),
});

export const newsletterWelcomeTemplate = defineTemplate({
  id: 'newsletter-welcome',
  name: 'Newsletter welcome',
  category: 'marketing',
  fields: ['unsubscribe_url', 'preferences_url'],
  subject: () => 'Welcome to VINO updates',
  sample: {
    unsubscribe_url: 'https://vino.example/unsubscribe?token=sample',
    preferences_url: 'https://vino.example/email-preferences?token=sample',
  },
  Body: (d) => (
    <EmailLayout preview="Thank you for subscribing" title="Welcome to VINO updates" marketing={d}>
      <P>Thank you for subscribing. We will write about the wine reserve, the presale and the platform.</P>
      <P muted>Choose what you receive: {d.preferences_url}</P>
    </EmailLayout>
  ),
});

export const unsubscribeConfirmTemplate = defineTemplate({
  id: 'unsubscribe-confirm',
  name: 'Unsubscribe confirmation',
  category: 'transactional',
  fields: ['unsubscribe_url'],
  subject: () => 'Confirm unsubscribing from VINO e-mails',
  sample: { unsubscribe_url: 'https://vino.example/unsubscribe?token=sample' },
  Body: (d) => (
    <EmailLayout preview="Confirm that you want no more VINO e-mails" title="Confirm unsubscribing">
      <P>Someone asked to unsubscribe this address from VINO e-mails.</P>
      <Cta href={d.unsubscribe_url} label="Unsubscribe" />
      <P muted>If it was not you, ignore this e-mail; nothing changes.</P>
    </EmailLayout>
  ),
});
