import { CONTACT_CATEGORIES, ContactRequestSchema } from '../../../../contracts/contact';
import { fieldMessages } from '../../../lib/form-errors';

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** What the form holds: every field a string, so inputs stay controlled. */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  category: 'general',
  subject: '',
  message: '',
};

/** Human labels for the category select; the values are the API's. */
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General inquiry',
  investment: 'Investment',
  technical: 'Technical support',
  partnership: 'Partnership',
  press: 'Press & media',
};

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'category', 'subject', 'message'];

function isContactField(key: unknown): key is ContactField {
  return typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key);
}

export function isContactCategory(value: string | null): value is ContactCategory {
  return value !== null && (CONTACT_CATEGORIES as readonly string[]).includes(value);
}

export type ContactValidation =
  { ok: true; data: ReturnType<typeof ContactRequestSchema.parse> } | { ok: false; fields: ContactFieldErrors };

/** Runs the same schema the server runs; keeps the first message per field. */
export function validateContactForm(values: ContactFormValues): ContactValidation {
  const result = ContactRequestSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, fields: pickContactFieldErrors(fieldMessages(result.error.issues)) };
}

/** Keeps only the server's field messages that belong to a field of this form. */
export function pickContactFieldErrors(fields: Record<string, string> | undefined): ContactFieldErrors {
  const picked: ContactFieldErrors = {};
  if (!fields) return picked;
  for (const [key, message] of Object.entries(fields)) {
    if (isContactField(key)) picked[key] = message;
  }
  return picked;
}

/**
 * Prefill from the URL (?subject=&message=&category=), used by screens that open this form for an
 * action that needs a person (e.g. VINO-STOCK). Unknown categories are ignored; lengths are capped
 * at the schema's limits so a crafted link cannot make the form unsendable.
 */
export function readContactPrefill(params: URLSearchParams): ContactFormValues {
  const category = params.get('category');
  return {
    ...EMPTY_CONTACT_FORM,
    subject: (params.get('subject') ?? '').slice(0, 200),
    message: (params.get('message') ?? '').slice(0, 5000),
    category: isContactCategory(category) ? category : 'general',
  };
}
