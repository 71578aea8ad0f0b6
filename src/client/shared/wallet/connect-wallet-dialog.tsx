/**
 * The navigation's Connect Wallet dialog (lazy-loaded on the first click, so viem and mipd never
 * reach the home page's initial JavaScript). It uses the same wallet service as the wallet page;
 * once a wallet is connected (the navigation then shows its address) it is the place to verify or
 * disconnect it.
 */
import { Button, ButtonLink } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { paths } from '../../lib/paths';
import { useWallet } from './use-wallet';
import { WalletConnectCard } from './wallet-connect-card';

export default function ConnectWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const isConnected = useWallet().status === 'connected';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={isConnected ? 'Your wallet' : 'Connect Wallet'}
      description="Link a browser wallet to hold, trade and stake VINO."
      footer={
        <>
          {isConnected ? (
            <ButtonLink to={paths.trading.getHref({ tab: 'wallet' })} variant="ghost" onClick={onClose}>
              Open wallet page
            </ButtonLink>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <WalletConnectCard wording="nav" />
    </Dialog>
  );
}
