import type { z } from 'zod';

/** A failed parse as one message per field (the first issue of each), as the server's 400 carries them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return fields;
}
