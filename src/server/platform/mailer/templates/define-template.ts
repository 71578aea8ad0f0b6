import { render } from '@react-email/render';
import type { OutgoingMail, RenderedMail } from '../mailer';

export type MessageCategory = 'transactional' | 'marketing';
type TemplateFields = Record<string, string>;

/**
 * One e-mail template: its id (the outbox's `template`, provider A's template_id), the message
 * category, the data fields it reads (operator spec section 3 names), a subject, the React Email
 * body, and sample data for the admin preview.
 */
export interface MailTemplate<D extends TemplateFields> {
  id: string;
  /** The name the admin preview lists. */
  name: string;
  category: MessageCategory;
  fields: readonly (keyof D & string)[];
  subject: (data: D) => string;
  Body: (data: D) => React.ReactElement;
  sample: D;
}

export function defineTemplate<D extends TemplateFields>(template: MailTemplate<D>): MailTemplate<D> {
  return template;
}

/** A rendered template, ready for `mailer.send` once `to` is added. */
export type TemplateMail = RenderedMail & Required<Pick<OutgoingMail, 'template' | 'category' | 'templateData'>>;

/** Headings keep their case in the text part (a subject line in capitals reads as shouting). */
const PLAIN_TEXT = {
  plainText: true,
  htmlToTextOptions: {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  },
} as const;

/**
 * Renders the HTML and its plain-text part (derived from the same tree, so the two never drift).
 * Runs on the server only: nothing under src/client imports it.
 */
export async function renderTemplate<D extends TemplateFields>(
  template: MailTemplate<D>,
  data: D,
): Promise<TemplateMail> {
  const element = template.Body(data);
  const [html, text] = await Promise.all([render(element), render(element, PLAIN_TEXT)]);
  return {
    template: template.id,
    category: template.category,
    subject: template.subject(data),
    html,
    text,
    templateData: data,
  };
}
