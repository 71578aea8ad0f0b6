/**
 * Connect Wallet dialog (lazy-loaded by the nav, so it is not in the initial chunk).
 * The real EIP-1193/EIP-6963 connection arrives in a later issue; until then this says so, or,
 * when the browser has no wallet provider at all, shows the spec's navigation-bar failure text.
 */
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

export const WALLET_MISSING_MESSAGE =
  'Failed to connect wallet. Please make sure the wallet extension is installed and try again.';

export default function WalletDialog({
  open,
  onClose,
  hasProvider,
}: {
  open: boolean;
  onClose: () => void;
  hasProvider: boolean;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Connect Wallet"
      description="Link a browser wallet to hold, trade and stake VINO."
      footer={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      {hasProvider ? (
        <div className="space-y-3">
          <Alert tone="info" title="Wallet connection is coming soon">
            We detected a browser wallet. Secure connection with a Sign-In With Ethereum signature is being built and
            will be available shortly.
          </Alert>
          <p>Until then you can explore the platform and create an account.</p>
        </div>
      ) : (
        <div className="space-y-3">
          <Alert tone="error">{WALLET_MISSING_MESSAGE}</Alert>
          <p>
            Install a browser wallet such as MetaMask, Rabby or Coinbase Wallet, then reload this page. Wallet
            connection with a signed ownership proof is being built and will be available shortly.
          </p>
        </div>
      )}
    </Dialog>
  );
}
