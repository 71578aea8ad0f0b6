import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailCampaignRecipients, emailCampaigns } from '../../../db/schema/email-campaigns';
import { prepareCampaign } from './campaign-content';

/** The links in the content of the campaign a send-list row belongs to (null: no such row). */
export async function findRecipientCampaignLinks(
  db: Database,
  recipientId: string,
  publicUrl: string,
): Promise<ReadonlySet<string> | null> {
  const [row] = await db
    .select({ subject: emailCampaigns.subject, content: emailCampaigns.content })
    .from(emailCampaignRecipients)
    .innerJoin(emailCampaigns, eq(emailCampaigns.id, emailCampaignRecipients.campaignId))
    .where(eq(emailCampaignRecipients.id, recipientId))
    .limit(1);
  return row ? prepareCampaign(row, publicUrl).links : null;
}
