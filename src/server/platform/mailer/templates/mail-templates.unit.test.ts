import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, renderTemplate } from './mail-templates';

const SPEC_TEMPLATES = [
  'welcome',
  'kyc_approved',
  'kyc_rejected',
  'payment_confirmation',
  'staking_rewards',
  'wine_alert',
  'newsletter',
  'password-reset',
  'security_alert',
  'premium_welcome',
];

describe('e-mail templates (React Email)', () => {
  it('has the operator spec ten first, then the product own ones, each id once', () => {
    const ids = MAIL_TEMPLATES.map((t) => t.id);
    expect(ids.slice(0, 10)).toEqual(SPEC_TEMPLATES);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(MAIL_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s renders HTML and a plain-text part with every data field',
    async (_id, template) => {
      const mail = await renderTemplate(template as never, template.sample as never);
      expect(mail.template).toBe(template.id);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      // Responsive and dark-mode safe: the colour-scheme meta and both media queries.
      expect(mail.html).toContain('name="color-scheme" content="light dark"');
      expect(mail.html).toContain('prefers-color-scheme: dark');
      expect(mail.html).toContain('max-width: 600px');
      expect(mail.text).not.toContain('<');
      for (const field of template.fields) {
        const value = (template.sample as Record<string, string>)[field]!;
        expect(mail.text, `${field} in text`).toContain(value);
        expect(mail.html, `${field} in html`).toContain(value.replace(/&/g, '&amp;'));
      }
      if (template.category === 'marketing') expect(mail.text).toMatch(/Unsubscribe[\s\S]*unsubscribe\?token=/);
    },
  );

  it('escapes what users typed', async () => {
    const [welcome] = MAIL_TEMPLATES;
    const mail = await renderTemplate(welcome, { ...welcome.sample, user_name: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
