/** Confirms a tokenization: how many VINO it mints (USD 1 each) and that the asset joins the reserve. */
import { useState } from 'react';
import type { AdminWineAsset } from '../../../../contracts/admin-wine';
import { formatInteger } from '../../../../domain/format';
import { useTokenizeWineAsset } from '../../../api/wine/tokenize-wine-asset';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';

export function TokenizeDialog({
  asset,
  tokens,
  onClose,
}: {
  asset: AdminWineAsset | null;
  tokens: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const tokenize = useTokenizeWineAsset();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  async function confirm() {
    if (!asset) return;
    setError(null);
    try {
      const result = await tokenize.mutateAsync(asset.id);
      toast({
        tone: 'success',
        title: 'Asset tokenized',
        description: `${formatInteger(result.supply_event.amount)} VINO issued for ${asset.name}. Backing ratio ${result.reserves.backing_ratio}%.`,
      });
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to tokenize the asset');
    }
  }

  return (
    <Dialog
      open={asset !== null}
      onClose={close}
      isAlert
      size="md"
      title="Tokenize wine asset"
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button variant="gold" isLoading={tokenize.isPending} onClick={() => void confirm()}>
            Tokenize
          </Button>
        </>
      }
    >
      {asset ? (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-fg-muted">
            <strong className="text-fg">
              {asset.name} {asset.vintage}
            </strong>{' '}
            joins the reserve backing VINO and <strong className="text-fg">{formatInteger(tokens)} VINO</strong> are
            issued for it (current value × bottles at USD 1 per VINO), recorded as a supply event.
          </p>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
