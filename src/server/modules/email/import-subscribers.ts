import { inArray, isNotNull, and } from 'drizzle-orm';
import { EmailSchema } from '../../../contracts/common';
import { SUBSCRIBER_IMPORT_MAX_ROWS, type ImportSubscribersReport } from '../../../contracts/email';
import { parseCsv } from '../../../domain/csv';
import { NEWSLETTER_INTERESTS } from '../../../domain/email-consent';
import type { Database } from '../../db/client';
import { emailPreferences, newsletterSubscribers } from '../../db/schema/email';
import { writeAuditLog } from '../../platform/audit-log';
import { badRequest } from '../../platform/http/app-error';

const CHUNK = 500;
const INTERESTS: ReadonlySet<string> = new Set(NEWSLETTER_INTERESTS);

interface ValidRow {
  email: string;
  name: string | null;
  interests: string[];
}

/** Row-by-row validation: the rows worth importing and a report line for every rejected one. */
export function validateImportRows(csv: string): { rows: ValidRow[]; rejected: ImportSubscribersReport['rejected'] } {
  const records = parseCsv(csv);
  const header = records.shift();
  const columns = header?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const at = {
    email: columns.indexOf('email'),
    name: columns.indexOf('name'),
    interests: columns.indexOf('interests'),
  };
  if (at.email < 0)
    throw badRequest('The first row must name the columns, including "email".', {
      csv: 'The first row must name the columns, including "email".',
    });
  if (records.length > SUBSCRIBER_IMPORT_MAX_ROWS)
    throw badRequest(`At most ${SUBSCRIBER_IMPORT_MAX_ROWS} rows per import.`, {
      csv: `At most ${SUBSCRIBER_IMPORT_MAX_ROWS} rows per import.`,
    });

  const rows: ValidRow[] = [];
  const rejected: ImportSubscribersReport['rejected'] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells } of records) {
    const raw = (cells[at.email] ?? '').trim();
    const parsed = EmailSchema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({
        line,
        value: raw.slice(0, 254),
        reason: parsed.error.issues[0]?.message ?? 'Invalid email address',
      });
      continue;
    }
    const email = parsed.data.toLowerCase();
    const name = at.name >= 0 ? (cells[at.name] ?? '').trim() : '';
    if (name.length > 100) {
      rejected.push({ line, value: email, reason: 'Name is too long' });
      continue;
    }
    const interests =
      at.interests >= 0
        ? (cells[at.interests] ?? '')
            .split(/[;|]/)
            .map((i) => i.trim())
            .filter(Boolean)
        : [];
    const unknown = interests.find((i) => !INTERESTS.has(i));
    if (unknown !== undefined) {
      rejected.push({ line, value: email, reason: `Unknown interest: ${unknown.slice(0, 60)}` });
      continue;
    }
    const seen = firstLine.get(email);
    if (seen !== undefined) {
      rejected.push({ line, value: email, reason: `Duplicate of line ${seen}` });
      continue;
    }
    firstLine.set(email, line);
    rows.push({ email, name: name || null, interests: [...new Set(interests)] });
  }
  return { rows, rejected };
}

/**
 * Import CSV (Subscriber Management): valid new addresses become active subscribers (source
 * 'import': the admin vouches for their consent); addresses already subscribed are left as they
 * are; an address that unsubscribed (from the newsletter or from all e-mail) is never
 * re-subscribed. Audited with the counts before and after.
 */
export async function importSubscribers(
  db: Database,
  input: { csv: string; actorUserId: string; ipAddress: string; requestId: string },
): Promise<ImportSubscribersReport> {
  const { rows, rejected } = validateImportRows(input.csv);
  const report: ImportSubscribersReport = { imported: 0, alreadySubscribed: 0, keptUnsubscribed: 0, rejected };
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const emails = chunk.map((r) => r.email);
      const [existing, optedOut] = await Promise.all([
        tx
          .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
          .from(newsletterSubscribers)
          .where(inArray(newsletterSubscribers.email, emails)),
        tx
          .select({ email: emailPreferences.email })
          .from(emailPreferences)
          .where(and(inArray(emailPreferences.email, emails), isNotNull(emailPreferences.unsubscribedAt))),
      ]);
      const status = new Map(existing.map((e) => [e.email, e.status]));
      const unsubscribed = new Set([
        ...existing.filter((e) => e.status === 'unsubscribed').map((e) => e.email),
        ...optedOut.map((o) => o.email),
      ]);
      const fresh = chunk.filter((r) => {
        if (unsubscribed.has(r.email)) return (report.keptUnsubscribed++, false);
        if (status.has(r.email)) return (report.alreadySubscribed++, false);
        return true;
      });
      if (fresh.length) {
        const inserted = await tx
          .insert(newsletterSubscribers)
          .values(fresh.map((r) => ({ ...r, source: 'import', status: 'active' as const })))
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning({ id: newsletterSubscribers.id });
        report.imported += inserted.length;
        report.alreadySubscribed += fresh.length - inserted.length;
      }
    }
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: 'email.subscribers.import',
      entityType: 'newsletter_subscribers',
      data: {
        before: null,
        after: {
          imported: report.imported,
          alreadySubscribed: report.alreadySubscribed,
          keptUnsubscribed: report.keptUnsubscribed,
          rejected: report.rejected.length,
        },
      },
      ipAddress: input.ipAddress,
      requestId: input.requestId,
    });
  });
  return report;
}
