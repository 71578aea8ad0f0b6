/**
 * Update Value: records an appraisal (value per bottle, appraiser, date, note) into the asset's
 * value history and makes it the current value. For wine backing VINO the signed reserve follows
 * only when another admin approves the register's appraisal the server proposes with it (four eyes),
 * as the confirmation says; a decrease the reserve cannot absorb is refused by the server with its
 * message shown here. The last appraisal is the asset's own date, the one the
 * Appraisals tab lists, so the two never disagree; the value history lists the appraisals recorded
 * here (a seeded or imported asset's last appraisal may predate it).
 */
import { useState, type FormEvent } from 'react';
import { RecordAppraisalSchema, type AdminWineAsset } from '../../../../contracts/admin-wine';
import { formatUsd } from '../../../../domain/format';
import { useWineAppraisals } from '../../../api/wine/find-wine-appraisals';
import { useRecordWineAppraisal } from '../../../api/wine/record-wine-appraisal';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextArea, TextField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { formatDay, signedPct, todayInput } from './wine-admin-format';
import { fieldMessages } from '../../../lib/form-errors';
import { Table } from '../../../components/ui/table';

export function UpdateValueDialog({ asset, onClose }: { asset: AdminWineAsset | null; onClose: () => void }) {
  return (
    <Dialog open={asset !== null} onClose={onClose} size="lg" title="Update Value">
      {asset ? (
        <div className="flex flex-col gap-6">
          <ValueForm key={asset.id} asset={asset} onClose={onClose} />
          <ValueHistory assetId={asset.id} lastAppraisal={asset.last_appraisal} />
        </div>
      ) : null}
    </Dialog>
  );
}

function ValueForm({ asset, onClose }: { asset: AdminWineAsset; onClose: () => void }) {
  const toast = useToast();
  const record = useRecordWineAppraisal();
  const [form, setForm] = useState({ value: '', appraiser: '', appraisedOn: todayInput(), note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: '' }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = RecordAppraisalSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error.issues));
    try {
      const result = await record.mutateAsync({ id: asset.id, input: parsed.data });
      toast({
        tone: 'success',
        title: 'Appraisal recorded',
        description: asset.backs_token
          ? `${asset.name}: ${formatUsd(result.asset.current_value, true)} a bottle. The reserve counts it when another admin approves the appraisal under Reserve Proposals.`
          : `${asset.name}: ${formatUsd(result.asset.current_value, true)} a bottle.`,
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else setFormError(error instanceof Error ? error.message : 'Failed to record the appraisal');
    }
  }

  const err = (key: string) => errors[key] || undefined;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="New appraisal">
      <p className="text-sm text-fg-muted">
        {asset.name} {asset.vintage}: {formatUsd(asset.current_value, true)} a bottle ×{' '}
        {asset.bottle_count.toLocaleString('en-US')} bottles
        {asset.backs_token ? ', backing VINO.' : ', in the treasury.'}
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-fg-muted">Last appraisal</dt>
          <dd className="font-medium text-fg">{formatDay(asset.last_appraisal)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-fg-muted">Next appraisal</dt>
          <dd className="font-medium text-fg">{formatDay(asset.next_appraisal)}</dd>
        </div>
      </dl>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Appraised value (USD per bottle)"
          required
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={form.value}
          onChange={set('value')}
          error={err('value')}
        />
        <TextField
          label="Appraiser"
          required
          value={form.appraiser}
          onChange={set('appraiser')}
          error={err('appraiser')}
          maxLength={120}
        />
        <TextField
          label="Appraisal date"
          required
          type="date"
          max={todayInput()}
          value={form.appraisedOn}
          onChange={set('appraisedOn')}
          error={err('appraisedOn')}
        />
      </div>
      <TextArea label="Note" rows={2} value={form.note} onChange={set('note')} error={err('note')} maxLength={1000} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={record.isPending}>
          Record Appraisal
        </Button>
      </div>
    </form>
  );
}

function ValueHistory({ assetId, lastAppraisal }: { assetId: string; lastAppraisal: string | null }) {
  const history = useWineAppraisals(assetId);
  return (
    <section aria-labelledby="value-history-title" className="flex flex-col gap-2">
      <h3 id="value-history-title" className="font-semibold text-fg">
        Value history
      </h3>
      {history.isPending ? (
        <Spinner label="Loading the value history..." showLabel />
      ) : history.isError ? (
        <LoadError
          title="Unable to load the value history"
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {lastAppraisal
            ? `The last appraisal (${formatDay(lastAppraisal)}) predates this history: appraisals recorded here are listed from the next one.`
            : 'No appraisals recorded yet.'}
        </p>
      ) : (
        <Table
          label="Value history table"
          minWidth="min-w-[36rem]"
          columns={[
            'Date',
            { label: 'Value', align: 'right' },
            { label: 'Change', align: 'right' },
            'Appraiser',
            'Note',
          ]}
        >
          {history.data.items.map((h) => (
            <tr key={h.id} className="border-t border-border">
              <td className="whitespace-nowrap px-3 py-2">{formatDay(h.appraised_on)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsd(h.value, true)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{signedPct(h.change_pct)}</td>
              <td className="px-3 py-2">
                {h.appraiser}
                {h.recorded_by ? <span className="block text-xs text-fg-muted">by {h.recorded_by}</span> : null}
              </td>
              <td className="px-3 py-2 text-fg-muted">{h.note || '—'}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
