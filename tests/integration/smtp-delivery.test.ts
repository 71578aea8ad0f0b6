import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { runAllDueJobs } from '../factories/jobs';

describe('mail over SMTP when SMTP_URL is set', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: { to: string; body: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('queues the verification mail and the worker delivers it to the SMTP server', async () => {
    const res = await t.post('/api/auth/sign-up/email', {
      name: 'Sam',
      email: 'sam@example.com',
      password: 'a-long-password-1',
    });
    expect(res.statusCode).toBe(200);
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam@example.com'));
    expect(queued).toMatchObject({ transport: 'smtp', status: 'queued' });

    // Other modules keep recurring jobs in the same queue (staking payouts...); the mail is one of
    // them, and one batch of the worker (the oldest ten) may not reach it.
    await runAllDueJobs(t.app.jobWorker);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('sam@example.com');
    expect(received[0]!.body).toContain('Confirm your e-mail address');
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam@example.com'));
    expect(sent!.status).toBe('sent');
  });
});
