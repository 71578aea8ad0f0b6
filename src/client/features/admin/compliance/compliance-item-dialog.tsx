/**
 * New Item / Edit Item: every ComplianceItem field (operator spec section 3) and its documents.
 * Validated with the contract's schema before sending; the server answers with the same messages.
 */
import { useState, type FormEvent } from 'react';
import {
  ComplianceItemInputSchema,
  type ComplianceItem,
  type ComplianceItemInput,
} from '../../../../contracts/compliance';
import {
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_DUE_SOON_DAYS,
  COMPLIANCE_STATUSES,
  RISK_LEVELS,
} from '../../../../domain/compliance/compliance';
import { useCreateComplianceItem } from '../../../api/compliance/create-compliance-item';
import { useUpdateComplianceItem } from '../../../api/compliance/update-compliance-item';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { AttachmentsSection } from './attachments-section';
import { CATEGORY_LABEL, LEVEL_LABEL, STATUS_LABEL } from './compliance-labels';
import { useRecordForm } from './use-record-form';

type FormState = Required<{ [K in keyof ComplianceItemInput]: string }>;

const EMPTY: FormState = {
  category: 'sec',
  title: '',
  description: '',
  status: 'pending',
  riskLevel: 'medium',
  responsible: '',
  lastReview: '',
  nextReview: '',
};

const fromItem = (item: ComplianceItem): FormState => ({
  category: item.category,
  title: item.title,
  description: item.description,
  status: item.status,
  riskLevel: item.riskLevel,
  responsible: item.responsible,
  lastReview: item.lastReview ?? '',
  nextReview: item.nextReview,
});

const toInput = (form: FormState): ComplianceItemInput => ({
  ...form,
  category: form.category as ComplianceItemInput['category'],
  status: form.status as ComplianceItemInput['status'],
  riskLevel: form.riskLevel as ComplianceItemInput['riskLevel'],
  lastReview: form.lastReview || null,
});

export type ItemDialogTarget = { mode: 'new' } | { mode: 'edit'; item: ComplianceItem } | null;

export function ComplianceItemDialog({ target, onClose }: { target: ItemDialogTarget; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.mode === 'edit' ? 'Edit Item' : 'New Item'}
    >
      {target ? (
        <ItemForm
          key={target.mode === 'edit' ? target.item.id : 'new'}
          item={target.mode === 'edit' ? target.item : null}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ItemForm({ item, onClose }: { item: ComplianceItem | null; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateComplianceItem();
  const update = useUpdateComplianceItem();
  const form = useRecordForm(ComplianceItemInputSchema);
  const [state, setState] = useState<FormState>(() => (item ? fromItem(item) : EMPTY));
  const [pending, setPending] = useState<File[]>([]);

  const set = (key: keyof FormState, value: string) => {
    setState((s) => ({ ...s, [key]: value }));
    form.clearError(key);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await form.submit(
      toInput(state),
      (input) => (item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input)),
      { kind: 'item', files: pending },
    );
    if (!result.saved) return;
    toast({
      tone: 'success',
      title: item ? 'Compliance item updated' : 'Compliance item created',
      description: state.title,
    });
    if (result.failedFiles.length)
      toast({ tone: 'error', title: 'Some files were not attached', description: result.failedFiles.join(' ') });
    onClose();
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <div ref={form.alertRef} tabIndex={-1} className="focus:outline-none empty:hidden">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      </div>
      <TextField
        label="Title"
        required
        value={state.title}
        onChange={(e) => set('title', e.target.value)}
        error={form.fieldError('title')}
        maxLength={200}
      />
      <TextArea
        label="Description"
        rows={3}
        value={state.description}
        onChange={(e) => set('description', e.target.value)}
        error={form.fieldError('description')}
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Category"
          required
          value={state.category}
          onChange={(e) => set('category', e.target.value)}
          error={form.fieldError('category')}
        >
          {COMPLIANCE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABEL[c]}
            </option>
          ))}
        </Select>
        <Select
          label="Status"
          required
          value={state.status}
          onChange={(e) => set('status', e.target.value)}
          error={form.fieldError('status')}
        >
          {COMPLIANCE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </Select>
        <Select
          label="Risk level"
          required
          value={state.riskLevel}
          onChange={(e) => set('riskLevel', e.target.value)}
          error={form.fieldError('riskLevel')}
        >
          {RISK_LEVELS.map((l) => (
            <option key={l} value={l}>
              {LEVEL_LABEL[l]}
            </option>
          ))}
        </Select>
        <TextField
          label="Responsible"
          required
          value={state.responsible}
          onChange={(e) => set('responsible', e.target.value)}
          error={form.fieldError('responsible')}
          hint="A person or team, e.g. Compliance Team."
          maxLength={120}
        />
        <TextField
          label="Last review"
          type="date"
          value={state.lastReview}
          onChange={(e) => set('lastReview', e.target.value)}
          error={form.fieldError('lastReview')}
          hint="Leave empty if it has never been reviewed."
        />
        <TextField
          label="Next review"
          type="date"
          required
          value={state.nextReview}
          onChange={(e) => set('nextReview', e.target.value)}
          error={form.fieldError('nextReview')}
          hint={`Due soon from ${COMPLIANCE_DUE_SOON_DAYS} days before; overdue after it.`}
        />
      </div>
      <AttachmentsSection
        owner={item ? { kind: 'item', id: item.id } : null}
        documents={item?.documents ?? []}
        pending={pending}
        onPendingChange={setPending}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={form.isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={form.isSaving} disabled={form.isSaving}>
          {item ? 'Save Changes' : 'Create Item'}
        </Button>
      </div>
    </form>
  );
}
