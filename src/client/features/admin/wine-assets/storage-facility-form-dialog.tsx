/**
 * Add / edit a storage facility: name, address, capacity, temperature, humidity, security level,
 * security features and last inspection. Occupied is not a field: it is counted from the assets.
 * Checked with the contract's schema; the server's field messages (name taken, capacity below the
 * bottles stored) land under the same fields.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  SECURITY_LEVELS,
  StorageFacilityInputSchema,
  type AdminStorageFacility,
  type StorageFacilityInput,
} from '../../../../contracts/admin-wine';
import { formatInteger } from '../../../../domain/format';
import { useCreateStorageFacility } from '../../../api/wine/create-storage-facility';
import { useUpdateStorageFacility } from '../../../api/wine/update-storage-facility';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { todayInput } from './wine-admin-format';
import { fieldMessages } from '../../../lib/form-errors';

type FormState = Record<
  | 'name'
  | 'address'
  | 'capacity'
  | 'temperatureC'
  | 'humidityPct'
  | 'securityLevel'
  | 'securityFeatures'
  | 'lastInspection',
  string
>;

const EMPTY: FormState = {
  name: '',
  address: '',
  capacity: '',
  temperatureC: '13',
  humidityPct: '70',
  securityLevel: 'premium',
  securityFeatures: '',
  lastInspection: todayInput(),
};

const fromFacility = (f: AdminStorageFacility): FormState => ({
  name: f.name,
  address: f.address,
  capacity: String(f.capacity),
  temperatureC: f.temperature_c,
  humidityPct: f.humidity_pct,
  securityLevel: f.security_level,
  securityFeatures: f.security_features.join(', '),
  lastInspection: f.last_inspection,
});

const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

const toInput = (f: FormState): StorageFacilityInput => ({
  name: f.name,
  address: f.address,
  capacity: toNumber(f.capacity),
  temperatureC: toNumber(f.temperatureC),
  humidityPct: toNumber(f.humidityPct),
  securityLevel: f.securityLevel,
  securityFeatures: f.securityFeatures
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  lastInspection: f.lastInspection,
});

export type FacilityFormTarget = { mode: 'new' } | { mode: 'edit'; facility: AdminStorageFacility } | null;

export function StorageFacilityFormDialog({ target, onClose }: { target: FacilityFormTarget; onClose: () => void }) {
  const facility = target?.mode === 'edit' ? target.facility : null;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={facility ? `Edit ${facility.name}` : 'Add Facility'}
    >
      {target ? <FacilityForm key={facility?.id ?? 'new'} facility={facility} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FacilityForm({ facility, onClose }: { facility: AdminStorageFacility | null; onClose: () => void }) {
  const levelsId = useId();
  const toast = useToast();
  const create = useCreateStorageFacility();
  const update = useUpdateStorageFacility();
  const [form, setForm] = useState<FormState>(() => (facility ? fromFacility(facility) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSaving = create.isPending || update.isPending;

  const set = (key: keyof FormState) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: '' }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = StorageFacilityInputSchema.safeParse(toInput(form));
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      setFormError('Please correct the highlighted fields.');
      return;
    }
    try {
      if (facility) await update.mutateAsync({ id: facility.id, input: parsed.data });
      else await create.mutateAsync(parsed.data);
      toast({ tone: 'success', title: facility ? 'Facility updated' : 'Facility added', description: form.name });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      setFormError(error instanceof Error ? error.message : 'Failed to save the storage facility');
    }
  }

  const err = (key: keyof FormState) => errors[key] || undefined;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="Storage facility">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required value={form.name} onChange={set('name')} error={err('name')} maxLength={120} />
        <TextField
          label="Address"
          required
          value={form.address}
          onChange={set('address')}
          error={err('address')}
          maxLength={300}
        />
        <TextField
          label="Capacity (bottles)"
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={form.capacity}
          onChange={set('capacity')}
          error={err('capacity')}
          hint={facility ? `${formatInteger(facility.occupied)} bottles stored now` : undefined}
        />
        <TextField
          label="Security level"
          required
          list={levelsId}
          value={form.securityLevel}
          onChange={set('securityLevel')}
          error={err('securityLevel')}
          maxLength={60}
          hint="premium or enhanced"
        />
        <datalist id={levelsId}>
          {SECURITY_LEVELS.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <TextField
          label="Temperature (°C)"
          required
          type="number"
          inputMode="decimal"
          step={0.1}
          value={form.temperatureC}
          onChange={set('temperatureC')}
          error={err('temperatureC')}
        />
        <TextField
          label="Humidity (%)"
          required
          type="number"
          inputMode="decimal"
          step={0.1}
          min={0}
          max={100}
          value={form.humidityPct}
          onChange={set('humidityPct')}
          error={err('humidityPct')}
        />
        <TextField
          label="Last inspection"
          required
          type="date"
          value={form.lastInspection}
          onChange={set('lastInspection')}
          error={err('lastInspection')}
        />
        <TextField
          label="Security features (comma separated)"
          value={form.securityFeatures}
          onChange={set('securityFeatures')}
          error={err('securityFeatures')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={isSaving}>
          {facility ? 'Save Changes' : 'Add Facility'}
        </Button>
      </div>
    </form>
  );
}
