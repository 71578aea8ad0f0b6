/**
 * Retire: assets are never deleted. A retired asset leaves the public catalogue, its vault and the
 * token reserve; its history stays. The server refuses it when the rest of the reserve would not
 * cover the VINO in circulation, and the message says so here.
 */
import { useState } from 'react';
import { RetireWineAssetSchema, type AdminWineAsset } from '../../../../contracts/admin-wine';
import { useRetireWineAsset } from '../../../api/wine/retire-wine-asset';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';

export function RetireWineDialog({ asset, onClose }: { asset: AdminWineAsset | null; onClose: () => void }) {
  return (
    <Dialog open={asset !== null} onClose={onClose} isAlert size="md" title="Retire wine asset">
      {asset ? <RetireForm key={asset.id} asset={asset} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RetireForm({ asset, onClose }: { asset: AdminWineAsset; onClose: () => void }) {
  const toast = useToast();
  const retire = useRetireWineAsset();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit() {
    setFormError(null);
    const parsed = RetireWineAssetSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await retire.mutateAsync({ id: asset.id, reason: parsed.data.reason });
      toast({ tone: 'success', title: 'Wine asset retired', description: `${asset.name} ${asset.vintage}` });
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fields['reason']) setError(e.fields['reason']);
      else setFormError(e instanceof Error ? e.message : 'Failed to retire the wine asset');
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
        <strong className="text-fg">
          {asset.name} {asset.vintage}
        </strong>{' '}
        leaves the public catalogue, its storage facility
        {asset.backs_token ? ' and the reserve backing VINO' : ''}. Its record and value history are kept.
      </p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextArea
        label="Reason"
        required
        rows={2}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
        error={error}
        maxLength={500}
        placeholder="e.g. Sold at auction, lot 214"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isLoading={retire.isPending}>
          Retire
        </Button>
      </div>
    </form>
  );
}
