import { z } from './zod';
import { EmailSchema } from './common';

export const NewsletterSubscribeRequestSchema = z.object({
  email: EmailSchema,
  source: z.string().trim().max(40).default('footer'),
});
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequestSchema>;

export const NewsletterSubscribeResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;
