/**
 * Add Wine Asset / Edit modal: every WineAsset field of the spec an admin types (appreciation,
 * tokenized and tokens issued come from the data and the Tokenize action). Checked with the
 * contract's schema before sending (vintage 1800 to this year, bottles at least 1, money to the
 * cent); the server checks again and its field messages land under the same fields. When editing,
 * the value and appraisal dates are read-only: they change through the Appraisals tab.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  BOTTLE_SIZES,
  UpdateWineAssetSchema,
  VINTAGE_MIN,
  WINE_REGIONS,
  WineAssetInputSchema,
  currentYear,
  type AdminWineAsset,
  type WineAssetInput,
} from '../../../../contracts/admin-wine';
import { WINE_CATEGORIES, WINE_CONDITIONS } from '../../../../contracts/wine';
import { useAdminStorageFacilities } from '../../../api/wine/find-admin-storage-facilities';
import { useCreateWineAsset } from '../../../api/wine/create-wine-asset';
import { useUpdateWineAsset } from '../../../api/wine/update-wine-asset';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { formatInteger } from '../../../../domain/format';
import { todayInput } from './wine-admin-format';
import { fieldMessages } from '../../../lib/form-errors';
import { CATEGORY_LABEL, CONDITION_LABEL } from './wine-labels';

type FormState = Record<
  | 'name'
  | 'producer'
  | 'vintage'
  | 'region'
  | 'country'
  | 'category'
  | 'classification'
  | 'bottleCount'
  | 'bottleSize'
  | 'purchasePrice'
  | 'currentValue'
  | 'insuranceValue'
  | 'condition'
  | 'storageFacilityId'
  | 'lastAppraisal'
  | 'nextAppraisal'
  | 'description',
  string
>;

const EMPTY: FormState = {
  name: '',
  producer: '',
  vintage: '',
  region: '',
  country: '',
  category: 'red',
  classification: '',
  bottleCount: '',
  bottleSize: '750ml',
  purchasePrice: '',
  currentValue: '',
  insuranceValue: '',
  condition: 'excellent',
  storageFacilityId: '',
  lastAppraisal: todayInput(),
  nextAppraisal: '',
  description: '',
};

function fromAsset(a: AdminWineAsset): FormState {
  return {
    name: a.name,
    producer: a.producer,
    vintage: String(a.vintage),
    region: a.region,
    country: a.country,
    category: a.category,
    classification: a.classification,
    bottleCount: String(a.bottle_count),
    bottleSize: a.bottle_size,
    purchasePrice: a.purchase_price,
    currentValue: a.current_value,
    insuranceValue: a.insurance_value,
    condition: a.condition,
    storageFacilityId: a.storage_facility_id ?? '',
    lastAppraisal: a.last_appraisal ?? '',
    nextAppraisal: a.next_appraisal ?? '',
    description: a.description,
  };
}

/** Number inputs give text; an empty one becomes NaN so the schema answers "... is required". */
const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function toInput(f: FormState): WineAssetInput {
  return {
    name: f.name,
    producer: f.producer,
    vintage: toNumber(f.vintage),
    region: f.region,
    country: f.country,
    category: f.category as WineAssetInput['category'],
    classification: f.classification,
    bottleCount: toNumber(f.bottleCount),
    bottleSize: f.bottleSize as WineAssetInput['bottleSize'],
    purchasePrice: f.purchasePrice,
    currentValue: f.currentValue,
    insuranceValue: f.insuranceValue,
    condition: f.condition as WineAssetInput['condition'],
    storageFacilityId: f.storageFacilityId || null,
    lastAppraisal: f.lastAppraisal || null,
    nextAppraisal: f.nextAppraisal || null,
    description: f.description,
  };
}

export type AssetFormTarget = { mode: 'new' } | { mode: 'edit'; asset: AdminWineAsset } | null;

export function WineAssetFormDialog({ target, onClose }: { target: AssetFormTarget; onClose: () => void }) {
  const asset = target?.mode === 'edit' ? target.asset : null;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={asset ? `Edit ${asset.name} ${asset.vintage}` : 'Add Wine Asset'}
    >
      {target ? <AssetForm key={asset?.id ?? 'new'} asset={asset} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AssetForm({ asset, onClose }: { asset: AdminWineAsset | null; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const facilities = useAdminStorageFacilities();
  const create = useCreateWineAsset();
  const update = useUpdateWineAsset();
  const [form, setForm] = useState<FormState>(() => (asset ? fromAsset(asset) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSaving = create.isPending || update.isPending;
  const year = currentYear();

  const set = (key: keyof FormState) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: '' }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input = toInput(form);
    const parsed = (asset ? UpdateWineAssetSchema : WineAssetInputSchema).safeParse(input);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      setFormError('Please correct the highlighted fields.');
      return;
    }
    try {
      if (asset) {
        const { currentValue: _v, lastAppraisal: _l, nextAppraisal: _n, ...editable } = input;
        await update.mutateAsync({ id: asset.id, input: editable });
      } else await create.mutateAsync(input);
      toast({ tone: 'success', title: asset ? 'Wine asset updated' : 'Wine asset added', description: form.name });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      setFormError(error instanceof Error ? error.message : 'Failed to save the wine asset');
    }
  }

  const err = (key: keyof FormState) => errors[key] || undefined;
  const regionsId = `${formId}-regions`;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="Wine asset">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required value={form.name} onChange={set('name')} error={err('name')} maxLength={120} />
        <TextField
          label="Producer"
          required
          value={form.producer}
          onChange={set('producer')}
          error={err('producer')}
          maxLength={120}
        />
        <TextField
          label="Vintage"
          required
          type="number"
          inputMode="numeric"
          min={VINTAGE_MIN}
          max={year}
          step={1}
          value={form.vintage}
          onChange={set('vintage')}
          error={err('vintage')}
          hint={`${VINTAGE_MIN} to ${year}`}
        />
        <Select label="Category" value={form.category} onChange={set('category')} error={err('category')}>
          {WINE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABEL[c]}
            </option>
          ))}
        </Select>
        <TextField
          label="Region"
          required
          list={regionsId}
          value={form.region}
          onChange={set('region')}
          error={err('region')}
          maxLength={60}
        />
        <datalist id={regionsId}>
          {WINE_REGIONS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <TextField
          label="Country"
          required
          value={form.country}
          onChange={set('country')}
          error={err('country')}
          maxLength={60}
        />
        <TextField
          label="Classification"
          value={form.classification}
          onChange={set('classification')}
          error={err('classification')}
          maxLength={120}
          placeholder="e.g. Premier Grand Cru Classé"
        />
        <Select label="Condition" value={form.condition} onChange={set('condition')} error={err('condition')}>
          {WINE_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {CONDITION_LABEL[c]}
            </option>
          ))}
        </Select>
        <TextField
          label="Bottle count"
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={form.bottleCount}
          onChange={set('bottleCount')}
          error={err('bottleCount')}
        />
        <Select label="Bottle size" value={form.bottleSize} onChange={set('bottleSize')} error={err('bottleSize')}>
          {BOTTLE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
        <TextField
          label="Purchase price (USD per bottle)"
          required
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={form.purchasePrice}
          onChange={set('purchasePrice')}
          error={err('purchasePrice')}
        />
        <TextField
          label="Current value (USD per bottle)"
          required
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={form.currentValue}
          onChange={set('currentValue')}
          error={err('currentValue')}
          readOnly={asset !== null}
          hint={asset ? 'Changes through Appraisals → Update Value (kept in the value history).' : undefined}
        />
        <TextField
          label="Insurance value (USD)"
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={form.insuranceValue}
          onChange={set('insuranceValue')}
          error={err('insuranceValue')}
        />
        <Select
          label="Storage location"
          value={form.storageFacilityId}
          onChange={set('storageFacilityId')}
          error={err('storageFacilityId')}
          hint={facilities.isError ? 'Storage facilities could not be loaded.' : undefined}
        >
          <option value="">Not in a facility</option>
          {facilities.data?.items.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name} ({formatInteger(f.capacity - f.occupied)} bottles free)
            </option>
          ))}
        </Select>
        <TextField
          label="Last appraisal"
          type="date"
          value={form.lastAppraisal}
          onChange={set('lastAppraisal')}
          error={err('lastAppraisal')}
          readOnly={asset !== null}
        />
        <TextField
          label="Next appraisal"
          type="date"
          value={form.nextAppraisal}
          onChange={set('nextAppraisal')}
          error={err('nextAppraisal')}
          readOnly={asset !== null}
          hint={asset ? 'Changes through Appraisals → Schedule.' : undefined}
        />
      </div>
      <TextArea
        label="Description"
        required
        rows={3}
        value={form.description}
        onChange={set('description')}
        error={err('description')}
        maxLength={1000}
      />
      {asset ? null : (
        <p className="text-sm text-fg-muted">
          A new asset joins the treasury untokenized: it counts toward the portfolio but not the token reserve until you
          tokenize it.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={isSaving}>
          {asset ? 'Save Changes' : 'Add Wine Asset'}
        </Button>
      </div>
    </form>
  );
}
