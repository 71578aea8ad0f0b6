import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing set: embedded database, demo mode, outbox mail, sandbox payments', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      demoMode: true,
      smtpUrl: undefined,
      paymentProvider: 'sandbox',
      isDefaultAuthSecret: true,
      google: undefined,
    });
  });

  it('signs sandbox payment webhooks with a secret derived from AUTH_SECRET unless one is set', () => {
    const derived = loadConfig({}).payments;
    expect(derived).toMatchObject({ stripe: undefined, sandboxSettleSeconds: 60 });
    expect(derived.sandboxWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).payments.sandboxWebhookSecret).not.toBe(
      derived.sandboxWebhookSecret,
    );
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: 'a-secret-of-16-chars' }).payments.sandboxWebhookSecret).toBe(
      'a-secret-of-16-chars',
    );
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_PUBLISHABLE_KEY: 'pk' }).payments
        .stripe,
    ).toEqual({
      secretKey: 'sk',
      webhookSecret: 'wh',
      publishableKey: 'pk',
    });
  });

  it('turns demo mode off with a database server unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/vino' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/vino', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'off' }).demoMode).toBe(false);
  });

  it('refuses to start in production with demo mode on, saying why and how to fix it', () => {
    const secret = { AUTH_SECRET: 'p'.repeat(40) };
    // The embedded database defaults demo mode on: the demo admin password would be public.
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production' })).toThrow(/DEMO_MODE.*production.*DATABASE_URL.*DEMO_MODE=false/s);
    expect(() =>
      loadConfig({ ...secret, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/vino', DEMO_MODE: 'true' }),
    ).toThrow(/DEMO_MODE/);
    expect(loadConfig({ ...secret, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/vino' }).demoMode).toBe(false);
    expect(loadConfig({ ...secret, NODE_ENV: 'production', DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('treats empty strings as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('enables Google only with both id and secret, and Stripe only with both keys', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).paymentProvider).toBe('stripe');
  });

  it('fails fast with every problem listed', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('AUTH_SECRET: must be set in production');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DEMO_MODE: 'false' }).isDefaultAuthSecret).toBe(false);
  });
});
