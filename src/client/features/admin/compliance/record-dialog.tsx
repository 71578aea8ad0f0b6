/**
 * The one New/Edit dialog of the compliance records (items and audit reports): the form's state,
 * the contract-schema validation and save of useRecordForm, the refused-save alert, the record's
 * documents (files chosen for a new record are uploaded once it is saved), the toasts and the
 * Cancel / Create / Save Changes footer. Each record type gives only its texts and its fields.
 */
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import type { ComplianceAttachment } from '../../../../contracts/compliance';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { AttachmentsSection } from './attachments-section';
import { useRecordForm } from './use-record-form';

export interface SavedRecord {
  id: string;
  documents: ComplianceAttachment[];
}

export type RecordTarget<R> = { mode: 'new' } | { mode: 'edit'; record: R } | null;

type FormState = Record<string, string>;

/** What a field needs from the form: its value, a change handler and its message, spread onto the field. */
export type BindField<F extends FormState> = (key: keyof F & string) => {
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
  error: string | undefined;
};

export interface RecordDialogProps<R extends SavedRecord, F extends FormState, S extends z.ZodType> {
  target: RecordTarget<R>;
  onClose: () => void;
  kind: 'item' | 'audit';
  schema: S;
  /** The record's noun in the dialog's texts: "Item" gives New Item, Edit Item, Create Item. */
  noun: string;
  /** Toast titles after a save. */
  savedTitles: { created: string; updated: string };
  empty: F;
  fromRecord: (record: R) => F;
  toInput: (form: F) => z.input<S>;
  save: (input: z.input<S>, record: R | null) => Promise<SavedRecord>;
  fields: (bind: BindField<F>) => ReactNode;
}

export function RecordDialog<R extends SavedRecord, F extends FormState, S extends z.ZodType>(
  props: RecordDialogProps<R, F, S>,
) {
  const { target, onClose, noun } = props;
  const record = target?.mode === 'edit' ? target.record : null;
  return (
    <Dialog open={target !== null} onClose={onClose} size="lg" title={record ? `Edit ${noun}` : `New ${noun}`}>
      {target ? <RecordForm key={record ? record.id : 'new'} {...props} record={record} /> : null}
    </Dialog>
  );
}

function RecordForm<R extends SavedRecord, F extends FormState, S extends z.ZodType>({
  record,
  onClose,
  kind,
  schema,
  noun,
  savedTitles,
  empty,
  fromRecord,
  toInput,
  save,
  fields,
}: RecordDialogProps<R, F, S> & { record: R | null }) {
  const toast = useToast();
  const form = useRecordForm(schema);
  const [state, setState] = useState<F>(() => (record ? fromRecord(record) : empty));
  const [pending, setPending] = useState<File[]>([]);

  const bind: BindField<F> = (key) => ({
    value: state[key] ?? '',
    onChange: (event) => {
      const value = event.target.value;
      setState((s) => ({ ...s, [key]: value }));
      form.clearError(key);
    },
    error: form.fieldError(key),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await form.submit(toInput(state), (input) => save(input, record), { kind, files: pending });
    if (!result.saved) return;
    toast({ tone: 'success', title: record ? savedTitles.updated : savedTitles.created, description: state.title });
    if (result.failedFiles.length)
      toast({ tone: 'error', title: 'Some files were not attached', description: result.failedFiles.join(' ') });
    onClose();
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <div ref={form.alertRef} tabIndex={-1} className="focus:outline-none empty:hidden">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      </div>
      {fields(bind)}
      <AttachmentsSection
        owner={record ? { kind, id: record.id } : null}
        documents={record?.documents ?? []}
        pending={pending}
        onPendingChange={setPending}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={form.isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={form.isSaving} disabled={form.isSaving}>
          {record ? 'Save Changes' : `Create ${noun}`}
        </Button>
      </div>
    </form>
  );
}
