/** Schedule: sets an asset's next appraisal date (today or later). */
import { useState } from 'react';
import { ScheduleAppraisalSchema, type AdminWineAsset } from '../../../../contracts/admin-wine';
import { useScheduleWineAppraisal } from '../../../api/wine/schedule-wine-appraisal';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { formatDay, todayInput } from './wine-admin-format';

export function ScheduleAppraisalDialog({ asset, onClose }: { asset: AdminWineAsset | null; onClose: () => void }) {
  return (
    <Dialog open={asset !== null} onClose={onClose} size="sm" title="Schedule appraisal">
      {asset ? <ScheduleForm key={asset.id} asset={asset} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ScheduleForm({ asset, onClose }: { asset: AdminWineAsset; onClose: () => void }) {
  const toast = useToast();
  const schedule = useScheduleWineAppraisal();
  const [date, setDate] = useState(asset.next_appraisal ?? '');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit() {
    setFormError(null);
    const parsed = ScheduleAppraisalSchema.safeParse({ nextAppraisal: date });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await schedule.mutateAsync({ id: asset.id, input: parsed.data });
      toast({ tone: 'success', title: 'Appraisal scheduled', description: `${asset.name}: ${formatDay(date)}` });
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fields['nextAppraisal']) setError(e.fields['nextAppraisal']);
      else setFormError(e instanceof Error ? e.message : 'Failed to schedule the appraisal');
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-fg-muted">
        {asset.name} {asset.vintage}. Last appraised {formatDay(asset.last_appraisal)}.
      </p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label="Next appraisal"
        type="date"
        required
        min={todayInput()}
        value={date}
        onChange={(e) => {
          setDate(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={schedule.isPending}>
          Schedule
        </Button>
      </div>
    </form>
  );
}
