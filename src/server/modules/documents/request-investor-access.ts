import type { z } from 'zod';
import type { InvestorAccessRequestSchema } from '../../../contracts/documents';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import type { Mailer } from '../../platform/mailer/mailer';
import { markInvestorAccessPending } from '../profiles/profiles-module';
import { insertInvestorAccessRequest, type InvestorAccessRequestRow } from './documents-repository';
import { investorAccessRequestTemplate, renderTemplate } from '../../platform/mailer/templates/mail-templates';

export const INVESTOR_ACCESS_REQUESTED_MESSAGE =
  'Thank you. Your request for investor access has been received; our investor relations team will contact you within two business days.';

/**
 * Stores a "Request Investor Access" submission as pending (and a signed-in requester's investor
 * status none → pending), audited in the same transaction, then confirms it by e-mail. The team reviews it and sets the investor status in the admin area.
 */
export async function requestInvestorAccess(
  db: Database,
  mailer: Mailer,
  input: z.output<typeof InvestorAccessRequestSchema>,
  context: { userId: string | null; ipAddress: string; requestId: string },
): Promise<InvestorAccessRequestRow> {
  const email = input.email.toLowerCase();
  const row = await db.transaction(async (tx) => {
    const created = await insertInvestorAccessRequest(tx, { ...input, email, userId: context.userId });
    // A signed-in requester's profile shows the review as pending; a status already granted stays.
    if (context.userId) await markInvestorAccessPending(tx, context.userId);
    await writeAuditLog(tx, {
      actorUserId: context.userId,
      action: 'investor_access.request',
      entityType: 'investor_access_request',
      entityId: created.id,
      data: { email },
      ipAddress: context.ipAddress,
      requestId: context.requestId,
    });
    return created;
  });
  await mailer.send({ to: email, ...(await renderTemplate(investorAccessRequestTemplate, { user_name: input.name })) });
  return row;
}
