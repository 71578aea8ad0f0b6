import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('mail transport configuration', () => {
  it('defaults to the outbox, and to SMTP when SMTP_URL is set', () => {
    expect(loadConfig({}).mail.transport).toBe('outbox');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.transport).toBe('smtp');
  });

  it('picks a provider with its endpoint and key, and refuses one without them', () => {
    const config = loadConfig({
      MAIL_TRANSPORT: 'provider-a',
      MAIL_PROVIDER_A_URL: 'https://mail.example/v3/mail/send',
      MAIL_PROVIDER_A_API_KEY: 'key',
    });
    expect(config.mail).toMatchObject({
      transport: 'provider-a',
      providerA: { url: 'https://mail.example/v3/mail/send', apiKey: 'key' },
    });
    expect(() => loadConfig({ MAIL_TRANSPORT: 'provider-b' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'provider-b' })).toThrow(/MAIL_PROVIDER_B_URL/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_PROVIDER_A_WEBHOOK_SECRET: 'short' })).toThrow(/16 characters/);
  });
});
