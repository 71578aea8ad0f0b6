/**
 * The admin's e-mail template previews (Email Marketing, Templates): every template the
 * mailer sends, rendered on the server with sample data, HTML and its plain-text part.
 */
import { z } from './zod';

export const EmailTemplatePreviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(['transactional', 'marketing']),
  /** The data fields the template reads (operator spec section 3 names). */
  fields: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailTemplatePreview = z.infer<typeof EmailTemplatePreviewSchema>;

export const EmailTemplatePreviewsSchema = z.object({ templates: z.array(EmailTemplatePreviewSchema) });
export type EmailTemplatePreviews = z.infer<typeof EmailTemplatePreviewsSchema>;
