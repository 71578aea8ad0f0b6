/**
 * New Audit / Edit Audit: every Audit field (operator spec section 3: type, title, auditor, date,
 * status, findings, recommendations, priority) and its documents. Validated with the contract's schema.
 */
import { AuditReportInputSchema, type AuditReport, type AuditReportInput } from '../../../../contracts/compliance';
import { AUDIT_STATUSES, AUDIT_TYPES, RISK_LEVELS } from '../../../../domain/compliance/compliance';
import { useCreateAuditReport } from '../../../api/compliance/create-audit-report';
import { useUpdateAuditReport } from '../../../api/compliance/update-audit-report';
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { AUDIT_STATUS_LABEL, AUDIT_TYPE_LABEL, LEVEL_LABEL } from './compliance-labels';
import { RecordDialog, type RecordTarget } from './record-dialog';

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

export type AuditDialogTarget = RecordTarget<AuditReport>;

export function AuditReportDialog({ target, onClose }: { target: AuditDialogTarget; onClose: () => void }) {
  const create = useCreateAuditReport();
  const update = useUpdateAuditReport();
  return (
    <RecordDialog
      target={target}
      onClose={onClose}
      kind="audit"
      schema={AuditReportInputSchema}
      noun="Audit"
      savedTitles={{ created: 'Audit report created', updated: 'Audit report updated' }}
      empty={EMPTY}
      fromRecord={fromAudit}
      toInput={toInput}
      save={(input, audit) => (audit ? update.mutateAsync({ id: audit.id, input }) : create.mutateAsync(input))}
      fields={(field) => (
        <>
          <TextField label="Title" required {...field('title')} maxLength={200} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label="Type" required {...field('type')}>
              {AUDIT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {AUDIT_TYPE_LABEL[t]}
                </option>
              ))}
            </Select>
            <TextField label="Auditor" required {...field('auditor')} maxLength={120} />
            <TextField label="Date" type="date" required {...field('date')} />
            <Select label="Status" required {...field('status')}>
              {AUDIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {AUDIT_STATUS_LABEL[s]}
                </option>
              ))}
            </Select>
            <Select label="Priority" required {...field('priority')}>
              {RISK_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_LABEL[l]}
                </option>
              ))}
            </Select>
          </div>
          <TextArea label="Findings" rows={3} {...field('findings')} maxLength={4000} />
          <TextArea label="Recommendations" rows={3} {...field('recommendations')} maxLength={4000} />
        </>
      )}
    />
  );
}
