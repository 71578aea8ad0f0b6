import { z } from './zod';

/** Money and big quantities travel as decimal strings, never floats (docs/architecture.md, rule 8). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const OkResponseSchema = z.object({ ok: z.literal(true) });
