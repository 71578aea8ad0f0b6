/**
 * The navigation's Connect Wallet dialog (lazy-loaded on the first click, so viem and mipd never
 * reach the home page's initial JavaScript). It uses the same wallet service as the wallet page.
 */
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { WalletConnectCard } from './wallet-connect-card';

export default function ConnectWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Connect Wallet"
      description="Link a browser wallet to hold, trade and stake VINO."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <WalletConnectCard wording="nav" />
    </Dialog>
  );
}
