/**
 * Propose a reserve change: a new appraisal of an asset's held bottles, a write-off of named
 * bottles, or a warehouse manifest to reconcile. Nothing moves until another admin approves it
 * (four eyes, enforced by the server). Validated with the same contract schema as the server.
 */
import { useState, type FormEvent } from 'react';
import { CreateReserveProposalSchema } from '../../../../contracts/reserve-admin';
import { useAdminWineAssets } from '../../../api/wine/find-admin-wine-assets';
import { useCreateReserveProposal } from '../../../api/reserve/create-reserve-proposal';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/form-errors';

const ALL_ACTIVE = { q: '', category: 'all', region: 'all', status: 'active' } as const;
type Kind = 'appraisal' | 'write_off' | 'manifest_import';
const EMPTY = {
  kind: 'appraisal' as Kind,
  wine_asset_id: '',
  value_usd_per_bottle: '',
  serials: '',
  reason: '',
  csv: '',
};

export function ProposeReserveChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title="Propose a reserve change">
      {open ? <ProposalForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function ProposalForm({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const assets = useAdminWineAssets(ALL_ACTIVE);
  const create = useCreateReserveProposal();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Only wine that backs VINO has bottles in the register (tokenisation is proposed from its own tab).
  const backing = (assets.data?.items ?? []).filter((a) => a.backs_token);

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: '' }));
  };

  function input() {
    const base = { kind: form.kind, wine_asset_id: form.wine_asset_id };
    if (form.kind === 'appraisal') return { ...base, value_usd_per_bottle: form.value_usd_per_bottle.trim() };
    if (form.kind === 'write_off')
      return { ...base, serials: form.serials.split(/[\s,]+/).filter(Boolean), reason: form.reason };
    return { ...base, csv: form.csv };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = CreateReserveProposalSchema.safeParse(input());
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      if (fields.wine_asset_id) fields.wine_asset_id = 'Choose a wine asset.';
      return setErrors(fields);
    }
    try {
      const proposal = await create.mutateAsync(parsed.data);
      toast({
        tone: 'success',
        title: 'Change proposed',
        description: `${proposal.wine_asset_name}: ${proposal.summary}. It takes effect when another admin approves it.`,
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else setFormError(error instanceof Error ? error.message : 'Failed to propose the change');
    }
  }

  const err = (key: string) => errors[key] || undefined;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="Reserve change">
      <p className="text-sm text-fg-muted">
        Nothing in the reserve moves until a different admin approves this change.
      </p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Kind of change" value={form.kind} onChange={set('kind')}>
          <option value="appraisal">Appraisal</option>
          <option value="write_off">Write-off</option>
          <option value="manifest_import">Manifest import</option>
        </Select>
        <Select
          label="Wine asset"
          required
          value={form.wine_asset_id}
          onChange={set('wine_asset_id')}
          error={err('wine_asset_id')}
          disabled={assets.isPending}
        >
          <option value="">{assets.isPending ? 'Loading…' : 'Choose an asset'}</option>
          {backing.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} {a.vintage}
            </option>
          ))}
        </Select>
      </div>
      {form.kind === 'appraisal' ? (
        <TextField
          label="Appraised value (USD per bottle)"
          required
          inputMode="decimal"
          value={form.value_usd_per_bottle}
          onChange={set('value_usd_per_bottle')}
          error={err('value_usd_per_bottle')}
          hint="Applies to every bottle of the asset held in the vault."
        />
      ) : form.kind === 'write_off' ? (
        <>
          <TextArea
            label="Bottle serials"
            required
            rows={3}
            value={form.serials}
            onChange={set('serials')}
            error={err('serials')}
            hint="One per line, or separated by commas."
          />
          <TextField label="Reason" required value={form.reason} onChange={set('reason')} error={err('reason')} />
        </>
      ) : (
        <TextArea
          label="Warehouse manifest (CSV)"
          required
          rows={6}
          value={form.csv}
          onChange={set('csv')}
          error={err('csv')}
          hint="Columns: serial, wine_code, facility, lot, condition. Reconciled against the register at once."
          className="font-mono text-xs"
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={create.isPending}>
          Propose Change
        </Button>
      </div>
    </form>
  );
}
