/**
 * Shared save logic of the item and audit dialogs: validate with the contract's zod schema (the
 * server's own rules and messages), save, then upload the files chosen while the record was new.
 * Field messages from either side land on their fields; anything else becomes the form's alert.
 */
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ComplianceAttachment } from '../../../../contracts/compliance';
import { attachComplianceFile } from '../../../api/compliance/attach-compliance-file';
import { useInvalidateCompliance } from '../../../api/compliance/invalidate-compliance';
import { isApiError } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/form-errors';

export type FieldErrors = Record<string, string>;

export function useRecordForm<Schema extends z.ZodType>(schema: Schema) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const invalidate = useInvalidateCompliance();
  // A refused save is announced where the admin is looking: the alert moves into view and takes focus.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!formError) return;
    alertRef.current?.scrollIntoView({ block: 'nearest' });
    alertRef.current?.focus();
  }, [formError]);

  async function submit(
    input: z.input<Schema>,
    save: (input: z.input<Schema>) => Promise<{ id: string; documents: ComplianceAttachment[] }>,
    pending: { kind: 'item' | 'audit'; files: File[] },
  ): Promise<{ saved: boolean; failedFiles: string[] }> {
    setFormError(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      setFormError('Please correct the highlighted fields.');
      return { saved: false, failedFiles: [] };
    }
    setErrors({});
    setIsSaving(true);
    try {
      const record = await save(input);
      const failedFiles: string[] = [];
      for (const file of pending.files) {
        try {
          await attachComplianceFile({ owner: { kind: pending.kind, id: record.id }, file });
        } catch (cause) {
          failedFiles.push(`${file.name}: ${cause instanceof Error ? cause.message : 'not attached'}`);
        }
      }
      if (pending.files.length) await invalidate();
      return { saved: true, failedFiles };
    } catch (cause) {
      if (isApiError(cause) && Object.keys(cause.fields).length) setErrors(cause.fields);
      setFormError(cause instanceof Error ? cause.message : 'Failed to save.');
      return { saved: false, failedFiles: [] };
    } finally {
      setIsSaving(false);
    }
  }

  const clearError = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  return {
    alertRef,
    formError,
    isSaving,
    submit,
    clearError,
    fieldError: (key: string) => errors[key] || undefined,
  };
}
