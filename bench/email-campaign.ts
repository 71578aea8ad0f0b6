/**
 * E-mail campaign sending: the real sender (send list, claims, the send rule, per-person
 * rendering with tracked links, List-Unsubscribe headers, throttle) on a fresh embedded database,
 * delivering over SMTP (nodemailer, pooled) to a sink started here (smtp-server). Measures:
 *   1. a 10 000-recipient campaign at the spec's ceiling (100 per 1 s window): mails/s at the sink
 *      against the ceiling (issue floor 0.95x);
 *   2. the same with the ceiling raised (1 000 per window): the real limit of this machine;
 *   3. peak live JS heap while sending to 1 000 and to 100 000 recipients (the send list is
 *      streamed a batch at a time; issue ceiling 1.1x), ceiling off, mails counted, not sent.
 * Runs inside `npm run bench`, or alone: `npx tsx bench/email-campaign.ts`.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { emailCampaigns } from '../src/server/db/schema';
import { createEmailLinks } from '../src/server/modules/email/email-links';
import { sendCampaignSlice, type CampaignSenderDeps } from '../src/server/modules/email/campaigns/campaign-sender';
import { createTrackingLinks } from '../src/server/modules/email/campaigns/tracking-links';
import type { Mailer } from '../src/server/platform/mailer/mailer';

const RATE_RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 10_000);
const MEMORY_LARGE = Number(process.env.BENCH_CAMPAIGN_MEMORY_RECIPIENTS ?? 100_000);
const MEMORY_SMALL = 1_000;
const CONTENT =
  'Hello {{first_name}},\n\nThe **Q3 wine index** is out. [Read the report](https://vino.example/reports/q3) or ' +
  '[see the collection](https://vino.example/wine-assets).\n\n- Bordeaux up 4.1%\n- Burgundy up 2.7%\n\n[Unsubscribe]({{unsubscribe_url}})';

export interface CampaignBenchResult {
  ceilingPerSecond: number;
  sustainedPerSecond: number;
  ratio: number;
  raisedCeilingPerSecond: number;
  raisedPerSecond: number;
  recipients: number;
  heapSmallMb: number;
  heapLargeMb: number;
  heapRatio: number;
  largeRecipients: number;
}

async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received: () => received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The SMTP transport as a mailer: each send is delivered to the sink before it resolves. */
function smtpMailer(port: number): Mailer & { close: () => void } {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 1,
  });
  return {
    transport: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: 'VINO <no-reply@vino.example>',
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    close: () => transport.close(),
  };
}

async function addSubscribers(db: Database, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into newsletter_subscribers (email, name, status, source, confirmed_at)
    select 'reader-' || g || '@bench.example', 'Reader ' || g, 'active', 'import', now() from generate_series(${from}::int, ${to}::int) g
    on conflict do nothing`);
  // One in ten turned newsletters off: the send rule is asked for every recipient.
  await db.execute(sql`
    insert into email_preferences (email, categories)
    select 'reader-' || g || '@bench.example', '{"newsletters": false}'::jsonb
    from generate_series(${from}::int, ${to}::int) g where g % 10 = 0
    on conflict do nothing`);
}

async function runCampaign(deps: CampaignSenderDeps): Promise<number> {
  const [campaign] = await deps.db
    .insert(emailCampaigns)
    .values({
      name: 'Bench',
      subject: 'Q3 for {{first_name}}',
      content: CONTENT,
      audienceSegment: 'all_users',
      status: 'sending',
    })
    .returning();
  const started = performance.now();
  while ((await sendCampaignSlice(deps, campaign!.id)) === 'continue');
  return (performance.now() - started) / 1000;
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * Peak live JS heap while `run` runs: collected and read every 250 ms (what the sender holds, not
 * garbage waiting for the collector, whose timing would decide a raw peak).
 */
async function peakHeapMb(run: () => Promise<unknown>): Promise<number> {
  gc();
  let peak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 250);
  await run();
  clearInterval(timer);
  return peak / 1_048_576;
}

/** The memory runs count mails instead of speaking SMTP: the send list's handling is what is measured. */
const countingMailer: Mailer = { transport: 'outbox', send: async () => undefined };

export async function measureCampaignSending(dataDir = '.tmp/bench-email-campaign'): Promise<CampaignBenchResult> {
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const db = database.db;
  const sink = await startSink();
  const mailer = smtpMailer(sink.port);
  const publicUrl = 'https://vino.example';
  const base: CampaignSenderDeps = {
    db,
    mailer,
    emailLinks: createEmailLinks({ secret: 'bench-secret', publicUrl, mailFrom: 'VINO <no-reply@vino.example>' }),
    tracking: createTrackingLinks({ linkSecret: 'bench-secret', publicUrl }),
    publicUrl,
    sliceMs: 30_000,
  };
  try {
    await addSubscribers(db, 1, RATE_RECIPIENTS);
    const sendable = RATE_RECIPIENTS - Math.floor(RATE_RECIPIENTS / 10);
    // The ceiling counts mails taken from the send list (sent or skipped by the rule) per second.
    let before = sink.received();
    const seconds = await runCampaign({ ...base, batchSize: 100, pauseMs: 1_000 });
    const sustained = RATE_RECIPIENTS / seconds;
    if (sink.received() - before !== sendable) throw new Error(`sink got ${sink.received() - before} of ${sendable}`);
    before = sink.received();
    const raisedSeconds = await runCampaign({ ...base, batchSize: 1_000, pauseMs: 1_000 });
    if (sink.received() - before !== sendable) throw new Error('raised run lost mails');

    // Memory: a 1 000 list, then a 100 000 list (the first 1 000 are part of it), ceiling off.
    await db.execute(sql`delete from email_campaigns`);
    await db.execute(sql`delete from newsletter_subscribers where email not in (
      select 'reader-' || g || '@bench.example' from generate_series(1, ${MEMORY_SMALL}::int) g)`);
    const unthrottled = { ...base, mailer: countingMailer, batchSize: 100, pauseMs: 0 };
    const heapSmall = await peakHeapMb(() => runCampaign(unthrottled));
    await addSubscribers(db, MEMORY_SMALL + 1, MEMORY_LARGE);
    await db.execute(sql`analyze`);
    const heapLarge = await peakHeapMb(() => runCampaign(unthrottled));
    return {
      ceilingPerSecond: 100,
      sustainedPerSecond: Math.round(sustained),
      ratio: sustained / 100,
      raisedCeilingPerSecond: 1_000,
      raisedPerSecond: Math.round(RATE_RECIPIENTS / raisedSeconds),
      recipients: RATE_RECIPIENTS,
      heapSmallMb: heapSmall,
      heapLargeMb: heapLarge,
      heapRatio: heapLarge / heapSmall,
      largeRecipients: MEMORY_LARGE,
    };
  } finally {
    mailer.close();
    await sink.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatCampaignBench(r: CampaignBenchResult): string {
  return [
    `E-mail campaign to an SMTP sink, ${r.recipients} recipients (1 in 10 skipped by preference):`,
    `  spec ceiling ${r.ceilingPerSecond}/s (100 per 1 s window): ${r.sustainedPerSecond}/s sustained = ${r.ratio.toFixed(3)}x (floor 0.95x)`,
    `  ceiling raised to ${r.raisedCeilingPerSecond}/s: ${r.raisedPerSecond}/s (the real limit of this machine)`,
    `  peak live JS heap while sending: ${r.heapSmallMb.toFixed(1)} MB for ${MEMORY_SMALL}, ${r.heapLargeMb.toFixed(1)} MB for ${r.largeRecipients} = ${r.heapRatio.toFixed(2)}x (ceiling 1.1x)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatCampaignBench(await measureCampaignSending()));
}
