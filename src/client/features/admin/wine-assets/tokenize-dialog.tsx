/**
 * Tokenize: proposes the tokenisation (how many VINO it would mint at USD 1 each, the asset joining
 * the reserve). Minting is a reserve change, so it waits for a different admin's approval under
 * Reserve Proposals, and then for the secure-mint check against the latest signed statement.
 */
import { useState } from 'react';
import type { AdminWineAsset } from '../../../../contracts/admin-wine';
import { formatInteger } from '../../../../domain/format';
import { useCreateReserveProposal } from '../../../api/reserve/create-reserve-proposal';
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
  const propose = useCreateReserveProposal();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  async function confirm() {
    if (!asset) return;
    setError(null);
    try {
      await propose.mutateAsync({ kind: 'tokenisation', wine_asset_id: asset.id });
      toast({
        tone: 'success',
        title: 'Tokenization awaits approval',
        description: `${asset.name} ${asset.vintage}: ${formatInteger(tokens)} VINO are minted when another admin approves it under Reserve Proposals.`,
      });
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to propose the tokenization');
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
          <Button variant="gold" isLoading={propose.isPending} onClick={() => void confirm()}>
            Propose Tokenization
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
            would join the reserve backing VINO, with <strong className="text-fg">{formatInteger(tokens)} VINO</strong>{' '}
            issued for it (current value × bottles at USD 1 per VINO), recorded as a supply event.
          </p>
          <p className="text-fg-muted">
            Minting changes the reserve, so it awaits approval by a different admin (Reserve Proposals) and is then
            checked against the latest signed reserve statement.
          </p>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
