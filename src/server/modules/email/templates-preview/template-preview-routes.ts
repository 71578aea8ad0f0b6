import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../../contracts/api-paths';
import { EmailTemplatePreviewsSchema, type EmailTemplatePreviews } from '../../../../contracts/email-templates';
import type { MailTemplate } from '../../../platform/mailer/templates/define-template';
import { MAIL_TEMPLATES, renderTemplate } from '../../../platform/mailer/templates/mail-templates';

/** Every template rendered with its sample data. The samples never change, so it is rendered once. */
async function renderPreviews(): Promise<EmailTemplatePreviews> {
  const templates = await Promise.all(
    MAIL_TEMPLATES.map(async (t) => {
      const template = t as unknown as MailTemplate<Record<string, string>>;
      const mail = await renderTemplate(template, template.sample);
      return {
        id: t.id,
        name: t.name,
        category: t.category,
        fields: [...t.fields],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      };
    }),
  );
  return { templates };
}

/** GET the template previews (admin only): the Templates tab of the e-mail marketing centre. */
export function registerTemplatePreviewRoutes(app: FastifyInstance): void {
  let previews: Promise<EmailTemplatePreviews> | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.adminEmailTemplates,
    {
      schema: {
        tags: ['email'],
        summary: 'E-mail templates rendered with sample data (HTML and plain text)',
        response: { 200: EmailTemplatePreviewsSchema },
      },
    },
    async () => {
      previews ??= renderPreviews().catch((err: unknown) => {
        previews = undefined;
        throw err;
      });
      return previews;
    },
  );
}
