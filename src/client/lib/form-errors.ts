/**
 * Turns a contract schema's failed parse into what a form shows: the first message of each field,
 * keyed by the field's name (the issue path's first part). Forms validate with the same zod schema
 * as the server (ADR 008), so these are the server's own messages.
 */
export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function fieldMessages(issues: readonly FormIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= issue.message;
  }
  return fields;
}
