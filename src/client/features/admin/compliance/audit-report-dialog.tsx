/**
 * New Audit / Edit Audit: every Audit field (operator spec section 3: type, title, auditor, date,
 * status, findings, recommendations, priority) and its documents. Validated with the contract's schema.
 */
import { useState, type FormEvent } from 'react';
import { AuditReportInputSchema, type AuditReport, type AuditReportInput } from '../../../../contracts/compliance';
import { AUDIT_STATUSES, AUDIT_TYPES, RISK_LEVELS } from '../../../../domain/compliance/compliance';
import { useCreateAuditReport } from '../../../api/compliance/create-audit-report';
import { useUpdateAuditReport } from '../../../api/compliance/update-audit-report';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { AttachmentsSection } from './attachments-section';
import { AUDIT_STATUS_LABEL, AUDIT_TYPE_LABEL, LEVEL_LABEL } from './compliance-labels';
import { useRecordForm } from './use-record-form';

type FormState = Required<{ [K in keyof AuditReportInput]: string }>;

const EMPTY: FormState = {
  type: 'internal',
  title: '',
  auditor: '',
  date: '',
  status: 'scheduled',
  findings: '',
  recommendations: '',
  priority: 'medium',
};

const fromAudit = (audit: AuditReport): FormState => ({
  type: audit.type,
  title: audit.title,
  auditor: audit.auditor,
  date: audit.date,
  status: audit.status,
  findings: audit.findings,
  recommendations: audit.recommendations,
  priority: audit.priority,
});

const toInput = (form: FormState): AuditReportInput => ({
  ...form,
  type: form.type as AuditReportInput['type'],
  status: form.status as AuditReportInput['status'],
  priority: form.priority as AuditReportInput['priority'],
});

export type AuditDialogTarget = { mode: 'new' } | { mode: 'edit'; audit: AuditReport } | null;

export function AuditReportDialog({ target, onClose }: { target: AuditDialogTarget; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.mode === 'edit' ? 'Edit Audit' : 'New Audit'}
    >
      {target ? (
        <AuditForm
          key={target.mode === 'edit' ? target.audit.id : 'new'}
          audit={target.mode === 'edit' ? target.audit : null}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function AuditForm({ audit, onClose }: { audit: AuditReport | null; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateAuditReport();
  const update = useUpdateAuditReport();
  const form = useRecordForm(AuditReportInputSchema);
  const [state, setState] = useState<FormState>(() => (audit ? fromAudit(audit) : EMPTY));
  const [pending, setPending] = useState<File[]>([]);

  const set = (key: keyof FormState, value: string) => {
    setState((s) => ({ ...s, [key]: value }));
    form.clearError(key);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await form.submit(
      toInput(state),
      (input) => (audit ? update.mutateAsync({ id: audit.id, input }) : create.mutateAsync(input)),
      { kind: 'audit', files: pending },
    );
    if (!result.saved) return;
    toast({
      tone: 'success',
      title: audit ? 'Audit report updated' : 'Audit report created',
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Type"
          required
          value={state.type}
          onChange={(e) => set('type', e.target.value)}
          error={form.fieldError('type')}
        >
          {AUDIT_TYPES.map((t) => (
            <option key={t} value={t}>
              {AUDIT_TYPE_LABEL[t]}
            </option>
          ))}
        </Select>
        <TextField
          label="Auditor"
          required
          value={state.auditor}
          onChange={(e) => set('auditor', e.target.value)}
          error={form.fieldError('auditor')}
          maxLength={120}
        />
        <TextField
          label="Date"
          type="date"
          required
          value={state.date}
          onChange={(e) => set('date', e.target.value)}
          error={form.fieldError('date')}
        />
        <Select
          label="Status"
          required
          value={state.status}
          onChange={(e) => set('status', e.target.value)}
          error={form.fieldError('status')}
        >
          {AUDIT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {AUDIT_STATUS_LABEL[s]}
            </option>
          ))}
        </Select>
        <Select
          label="Priority"
          required
          value={state.priority}
          onChange={(e) => set('priority', e.target.value)}
          error={form.fieldError('priority')}
        >
          {RISK_LEVELS.map((l) => (
            <option key={l} value={l}>
              {LEVEL_LABEL[l]}
            </option>
          ))}
        </Select>
      </div>
      <TextArea
        label="Findings"
        rows={3}
        value={state.findings}
        onChange={(e) => set('findings', e.target.value)}
        error={form.fieldError('findings')}
        maxLength={4000}
      />
      <TextArea
        label="Recommendations"
        rows={3}
        value={state.recommendations}
        onChange={(e) => set('recommendations', e.target.value)}
        error={form.fieldError('recommendations')}
        maxLength={4000}
      />
      <AttachmentsSection
        owner={audit ? { kind: 'audit', id: audit.id } : null}
        documents={audit?.documents ?? []}
        pending={pending}
        onPendingChange={setPending}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={form.isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={form.isSaving} disabled={form.isSaving}>
          {audit ? 'Save Changes' : 'Create Audit'}
        </Button>
      </div>
    </form>
  );
}
