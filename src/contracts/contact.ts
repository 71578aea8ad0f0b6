import { z } from './zod';
import { EmailSchema } from './common';

export const CONTACT_CATEGORIES = ['general', 'investment', 'technical', 'partnership', 'press'] as const;

export const CONTACT_MESSAGES = {
  sendFailed: 'Failed to send message. Please try again.',
} as const;

/**
 * Contact form (core spec section 3 and 5); the same schema checks the form and the request. A field
 * left out of the body gets the same message as an empty one.
 */
export const ContactRequestSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: EmailSchema,
  company: z.string().trim().max(120, 'Company is too long').optional().default(''),
  phone: z.string().trim().max(40, 'Phone is too long').optional().default(''),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject is too long'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message is too long (5000 characters at most)'),
  category: z.enum(CONTACT_CATEGORIES).default('general'),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ id: z.string(), submittedAt: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

export const ContactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  status: z.string(),
  submittedAt: z.string(),
});
export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>;

export const ContactSubmissionListSchema = z.object({
  items: z.array(ContactSubmissionSchema),
  total: z.number().int(),
});
