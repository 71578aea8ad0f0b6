import { Cta, EmailLayout, Fact, P } from './email-layout';
import { defineTemplate } from './define-template';

/** Account access: sign-up verification and password reset (existing templates, migrated). */
export const verifyEmailTemplate = defineTemplate({
  id: 'verify-email',
  name: 'E-mail verification',
  category: 'transactional',
  fields: ['user_name', 'verify_url'],
  subject: () => 'Confirm your e-mail address for VINO',
  sample: { user_name: 'Ada Lovelace', verify_url: 'https://vino.example/api/auth/verify-email?token=sample' },
  Body: (d) => (
    <EmailLayout
      preview="Confirm your e-mail address to finish creating your account"
      title="Confirm your e-mail address"
    >
      <P>Hello {d.user_name},</P>
      <P>Please confirm your e-mail address to finish creating your VINO account.</P>
      <Cta href={d.verify_url} label="Verify e-mail address" />
      <P muted>If you did not sign up, ignore this e-mail.</P>
    </EmailLayout>
  ),
});

export const passwordResetTemplate = defineTemplate({
  id: 'password-reset',
  name: 'Password reset',
  category: 'transactional',
  fields: ['user_name', 'reset_url'],
  subject: () => 'Reset your VINO password',
  sample: { user_name: 'Ada Lovelace', reset_url: 'https://vino.example/reset-password?token=sample' },
  Body: (d) => (
    <EmailLayout preview="Choose a new password for your VINO account" title="Reset your password">
      <P>Hello {d.user_name},</P>
      <P>Someone asked to reset the password of your VINO account.</P>
      <Cta href={d.reset_url} label="Choose a new password" />
      <P muted>The link expires in one hour. If it was not you, ignore this e-mail; your password stays unchanged.</P>
    </EmailLayout>
  ),
});

/** Security events on the account (password changed, two-factor turned on or off). */
export const securityAlertTemplate = defineTemplate({
  id: 'security_alert',
  name: 'Security alert',
  category: 'transactional',
  fields: ['user_name', 'event', 'occurred_at', 'dashboard_url'],
  subject: (d) => `Security alert: ${d.event}`,
  sample: {
    user_name: 'Ada Lovelace',
    event: 'Your password was changed',
    occurred_at: '2026-11-25 14:02 UTC',
    dashboard_url: 'https://vino.example/dashboard?tab=settings',
  },
  Body: (d) => (
    <EmailLayout preview={d.event} title="Security alert">
      <P>Hello {d.user_name},</P>
      <P>We noticed a change on your VINO account:</P>
      <Fact label="What happened" value={d.event} />
      <Fact label="When" value={d.occurred_at} />
      <P>If this was you, there is nothing to do. If it was not, change your password now and contact support.</P>
      <Cta href={d.dashboard_url} label="Review your security settings" />
    </EmailLayout>
  ),
});

/** Day 1 of the welcome sequence (transactional; operator spec section 9). */
export const welcomeTemplate = defineTemplate({
  id: 'welcome',
  name: 'Welcome',
  category: 'transactional',
  fields: ['user_name', 'dashboard_url', 'kyc_url'],
  subject: () => 'Welcome to VINO',
  sample: {
    user_name: 'Ada Lovelace',
    dashboard_url: 'https://vino.example/dashboard',
    kyc_url: 'https://vino.example/dashboard?tab=verification',
  },
  Body: (d) => (
    <EmailLayout preview="Your account is ready: here is where to start" title="Welcome to VINO">
      <P>Hello {d.user_name},</P>
      <P>
        Your account is ready. Every VINO token is backed by wine held in bonded storage, and your dashboard shows your
        balances, stakes and payments in one place.
      </P>
      <P>To buy and trade, verify your identity first; it takes a few minutes.</P>
      <Cta href={d.kyc_url} label="Verify your identity" />
      <P muted>Your dashboard: {d.dashboard_url}</P>
    </EmailLayout>
  ),
});
