/**
 * New Item / Edit Item: every ComplianceItem field (operator spec section 3) and its documents.
 * Validated with the contract's schema before sending; the server answers with the same messages.
 */
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
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { CATEGORY_LABEL, LEVEL_LABEL, STATUS_LABEL } from './compliance-labels';
import { RecordDialog, type RecordTarget } from './record-dialog';

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

export type ItemDialogTarget = RecordTarget<ComplianceItem>;

export function ComplianceItemDialog({ target, onClose }: { target: ItemDialogTarget; onClose: () => void }) {
  const create = useCreateComplianceItem();
  const update = useUpdateComplianceItem();
  return (
    <RecordDialog
      target={target}
      onClose={onClose}
      kind="item"
      schema={ComplianceItemInputSchema}
      noun="Item"
      savedTitles={{ created: 'Compliance item created', updated: 'Compliance item updated' }}
      empty={EMPTY}
      fromRecord={fromItem}
      toInput={toInput}
      save={(input, item) => (item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input))}
      fields={(field) => (
        <>
          <TextField label="Title" required {...field('title')} maxLength={200} />
          <TextArea label="Description" rows={3} {...field('description')} maxLength={2000} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label="Category" required {...field('category')}>
              {COMPLIANCE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABEL[c]}
                </option>
              ))}
            </Select>
            <Select label="Status" required {...field('status')}>
              {COMPLIANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </Select>
            <Select label="Risk level" required {...field('riskLevel')}>
              {RISK_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_LABEL[l]}
                </option>
              ))}
            </Select>
            <TextField
              label="Responsible"
              required
              {...field('responsible')}
              hint="A person or team, e.g. Compliance Team."
              maxLength={120}
            />
            <TextField
              label="Last review"
              type="date"
              {...field('lastReview')}
              hint="Leave empty if it has never been reviewed."
            />
            <TextField
              label="Next review"
              type="date"
              required
              {...field('nextReview')}
              hint={`Due soon from ${COMPLIANCE_DUE_SOON_DAYS} days before; overdue after it.`}
            />
          </div>
        </>
      )}
    />
  );
}
