import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSuppressions, mailOutbox, newsletterSubscribers } from '../../src/server/db/schema';
import { isSuppressed } from '../../src/server/platform/mailer/suppression';
import { signProviderA, signProviderB } from '../../src/server/modules/email/suppression/webhook-signatures';
import { createTestApp, type TestApp } from '../setup/test-app';

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A stand-in for a provider's send-mail endpoint: records each request, answers `status`. */
async function fakeProvider(status = 202): Promise<{ server: Server; url: string; requests: Captured[] }> {
  const requests: Captured[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/mail/send`, requests };
}

/** Parses a multipart/form-data body into name → values (text fields only, as provider B receives). */
async function formFields(c: Captured): Promise<Record<string, string[]>> {
  const form = await new Response(new Uint8Array(c.body), {
    headers: { 'content-type': String(c.headers['content-type']) },
  }).formData();
  const fields: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) (fields[name] ??= []).push(String(value));
  return fields;
}

const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');

const SECRET_A = 'provider-a-webhook-secret-0123456789';
const SECRET_B = 'provider-b-webhook-secret-0123456789';

/** Requests a password reset, which mails the address (a real send path of the product). */
async function mailTo(t: TestApp, email: string) {
  const res = await t.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  expect(res.statusCode, res.body).toBe(200);
}

async function signUp(t: TestApp, email: string) {
  const res = await t.post('/api/auth/sign-up/email', { name: 'Mia Mail', email, password: 'a-long-password-1' });
  expect(res.statusCode, res.body).toBe(200);
}

const lastMailTo = async (t: TestApp, email: string) =>
  (
    await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1)
  )[0]!;

/** Runs the job queue until the mail delivery jobs are done (other recurring jobs share it). */
async function drainJobs(t: TestApp) {
  for (let i = 0; i < 5 && (await t.app.jobWorker.runDueJobs()) > 0; i++);
}

describe('provider A transport: JSON with bearer authorization', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;

  beforeAll(async () => {
    provider = await fakeProvider();
    t = await createTestApp({
      MAIL_TRANSPORT: 'provider-a',
      MAIL_PROVIDER_A_URL: provider.url,
      MAIL_PROVIDER_A_API_KEY: 'key-a-123',
      MAIL_PROVIDER_A_WEBHOOK_SECRET: SECRET_A,
    });
  });
  afterAll(async () => {
    await t.close();
    provider.server.close();
  });

  it('posts the spec body (personalizations, from, subject, template_id, content, categories, custom_args)', async () => {
    await signUp(t, 'ava@example.com');
    expect(await lastMailTo(t, 'ava@example.com')).toMatchObject({ transport: 'provider-a', status: 'queued' });
    await drainJobs(t);

    const request = provider.requests.find((r) => r.body.includes('ava@example.com'))!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/mail/send');
    expect(request.headers.authorization).toBe('Bearer key-a-123');
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body.toString());
    expect(Object.keys(body).sort()).toEqual(
      ['categories', 'content', 'custom_args', 'from', 'personalizations', 'subject', 'template_id'].sort(),
    );
    const mail = await lastMailTo(t, 'ava@example.com');
    expect(body).toEqual({
      personalizations: [
        {
          to: [{ email: 'ava@example.com' }],
          dynamic_template_data: {
            user_name: 'Mia Mail',
            verify_url: expect.stringContaining('/api/auth/verify-email?token='),
          },
        },
      ],
      from: { email: 'no-reply@vino.example', name: 'VINO' },
      subject: 'Confirm your e-mail address for VINO',
      template_id: 'verify-email',
      content: [
        { type: 'text/plain', value: mail.text },
        { type: 'text/html', value: mail.html },
      ],
      categories: ['transactional', 'verify-email'],
      custom_args: { user_id: expect.any(String) },
    });
    expect(mail.status).toBe('sent');
  });

  it('refuses unsigned, forged and stale bounce webhooks and suppresses nothing', async () => {
    const events = JSON.stringify([{ email: 'victim@example.com', event: 'bounce', reason: '550 no such user' }]);
    const now = Math.floor(Date.now() / 1000);
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/email/webhooks/provider-a',
        payload: events,
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect((await send({})).statusCode).toBe(401);
    expect(
      (
        await send({
          'x-webhook-timestamp': String(now),
          'x-webhook-signature': signProviderA('wrong-secret-0123456789', now, events),
        })
      ).statusCode,
    ).toBe(401);
    const stale = now - 3600;
    expect(
      (
        await send({
          'x-webhook-timestamp': String(stale),
          'x-webhook-signature': signProviderA(SECRET_A, stale, events),
        })
      ).statusCode,
    ).toBe(401);
    // Signed for another body: the signature covers the exact bytes.
    expect(
      (await send({ 'x-webhook-timestamp': String(now), 'x-webhook-signature': signProviderA(SECRET_A, now, '[]') }))
        .statusCode,
    ).toBe(401);
    expect(await isSuppressed(t.db, 'victim@example.com')).toBe(false);
  });

  it('a signed bounce and complaint suppress the addresses; a later send is recorded as suppressed, not sent', async () => {
    await signUp(t, 'bounced@example.com');
    await drainJobs(t);
    const before = provider.requests.length;
    const events = JSON.stringify([
      { email: 'Bounced@Example.com', event: 'bounce', type: 'bounce', reason: '550 5.1.1 user unknown' },
      { email: 'angry@example.com', event: 'spamreport' },
      { email: 'later@example.com', event: 'bounce', type: 'blocked' },
      { email: 'fine@example.com', event: 'delivered' },
    ]);
    const ts = Math.floor(Date.now() / 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/webhooks/provider-a',
      payload: events,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': String(ts),
        'x-webhook-signature': signProviderA(SECRET_A, ts, events),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, suppressed: 2 });
    expect(
      await t.db.select({ email: emailSuppressions.email, reason: emailSuppressions.reason }).from(emailSuppressions),
    ).toEqual(
      expect.arrayContaining([
        { email: 'bounced@example.com', reason: 'bounce' },
        { email: 'angry@example.com', reason: 'complaint' },
      ]),
    );
    expect(await isSuppressed(t.db, 'later@example.com')).toBe(false);

    await mailTo(t, 'bounced@example.com');
    const skipped = await lastMailTo(t, 'bounced@example.com');
    expect(skipped).toMatchObject({
      template: 'password-reset',
      status: 'suppressed',
      error: 'suppressed: bounce reported by provider-a',
    });
    await drainJobs(t);
    expect(provider.requests.length).toBe(before);
  });
});

describe('provider B transport: multipart form with basic authorization', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;

  beforeAll(async () => {
    provider = await fakeProvider(200);
    t = await createTestApp({
      MAIL_TRANSPORT: 'provider-b',
      MAIL_PROVIDER_B_URL: provider.url,
      MAIL_PROVIDER_B_API_KEY: 'key-b-456',
      MAIL_PROVIDER_B_WEBHOOK_SECRET: SECRET_B,
    });
  });
  afterAll(async () => {
    await t.close();
    provider.server.close();
  });

  it('posts from, to, subject, html, text and tag as multipart/form-data with basic authorization', async () => {
    await signUp(t, 'ben@example.com');
    await drainJobs(t);
    const request = provider.requests.find((r) => r.body.includes('ben@example.com'))!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('api:key-b-456').toString('base64')}`);
    expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const mail = await lastMailTo(t, 'ben@example.com');
    expect(await formFields(request)).toEqual({
      from: ['VINO <no-reply@vino.example>'],
      to: ['ben@example.com'],
      subject: ['Confirm your e-mail address for VINO'],
      // Multipart text fields travel with CRLF line ends (the form encoding).
      html: [crlf(mail.html)],
      text: [crlf(mail.text)],
      tag: ['verify-email'],
    });
    expect(mail.status).toBe('sent');
  });

  it('refuses a forged event, suppresses on a signed permanent failure, and the next mail is skipped', async () => {
    const ts = String(Math.floor(Date.now() / 1000));
    const event = (signature: string) => ({
      signature: { timestamp: ts, token: 'tok-1', signature },
      'event-data': { event: 'failed', severity: 'permanent', recipient: 'ben@example.com', reason: 'bounce' },
    });
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/email/webhooks/provider-b',
        payload,
        headers: { 'content-type': 'application/json' },
      });
    expect((await post(event('00'.repeat(32)))).statusCode).toBe(401);
    expect(await isSuppressed(t.db, 'ben@example.com')).toBe(false);
    const res = await post(event(signProviderB(SECRET_B, ts, 'tok-1')));
    expect(res.statusCode, res.body).toBe(200);
    expect(await isSuppressed(t.db, 'ben@example.com')).toBe(true);

    const before = provider.requests.length;
    await mailTo(t, 'ben@example.com');
    expect(await lastMailTo(t, 'ben@example.com')).toMatchObject({ status: 'suppressed' });
    await drainJobs(t);
    expect(provider.requests.length).toBe(before);
  });

  it('inbound mail to the List-Unsubscribe mailto address unsubscribes with the signed token in its subject', async () => {
    const email = 'inbound@example.com';
    await t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email } });
    const confirm = await lastMailTo(t, email);
    const token = /newsletter\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(confirm.text)![1]!;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/email/confirm', payload: { token } })).statusCode).toBe(
      200,
    );
    const welcome = await lastMailTo(t, email);
    const mailto = /<mailto:([^?]+)\?subject=([^>]+)>/.exec(welcome.headers['List-Unsubscribe']!)!;
    expect(mailto[1]).toBe('unsubscribe@vino.example');

    const ts = String(Math.floor(Date.now() / 1000));
    const inbound = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/email/webhooks/provider-b/inbound',
        payload: new URLSearchParams({
          recipient: mailto[1]!,
          sender: email,
          subject: decodeURIComponent(mailto[2]!),
          timestamp: ts,
          token: 'inbound-1',
          signature,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await inbound('ab'.repeat(32))).statusCode).toBe(401);
    const res = await inbound(signProviderB(SECRET_B, ts, 'inbound-1'));
    expect(res.json()).toEqual({ received: true, unsubscribed: true });
    const [subscriber] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(subscriber!.status).toBe('unsubscribed');
  });
});

describe('webhooks without a configured secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are not there (404), and the default transport is the outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/webhooks/provider-a',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    await signUp(t, 'olga@example.com');
    expect(await lastMailTo(t, 'olga@example.com')).toMatchObject({ transport: 'outbox', status: 'stored' });
  });
});
