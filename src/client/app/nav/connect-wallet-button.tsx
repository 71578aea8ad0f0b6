/**
 * 'Connect Wallet' in the navigation bar. The dialog and the wallet service (viem, mipd) load only
 * when it is first clicked, so they stay out of the home page's initial JavaScript; the button reads
 * the connection from the small viem-free wallet store. Once a wallet is connected (here or on the
 * wallet page) it shows the shortened address, and the dialog it opens offers Disconnect.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { IconWallet } from '../../components/ui/icons/interface';
import { cn } from '../../lib/cn';
import { shortAddress } from '../../shared/wallet/short-address';
import { useWallet } from '../../shared/wallet/use-wallet';

const ConnectWalletDialog = lazy(() => import('../../shared/wallet/connect-wallet-dialog'));

/**
 * `isCompact`: between 768 and 1023 px the bar is tight, so the button shows only its icon there
 * (the accessible name stays the visible label).
 */
export function ConnectWalletButton({
  fullWidth,
  isCompact,
  onOpen,
}: {
  fullWidth?: boolean;
  isCompact?: boolean;
  onOpen?: () => void;
}) {
  const wallet = useWallet();
  const [isOpen, setIsOpen] = useState(false);
  const [hasLoaded, setHasLoaded] = useState(false);
  const connected = wallet.status === 'connected' && wallet.address ? wallet.address : null;
  const label = connected ? shortAddress(connected) : 'Connect Wallet';
  return (
    <>
      <Button
        variant={connected ? 'secondary' : 'gold'}
        size="sm"
        fullWidth={fullWidth}
        leadingIcon={<IconWallet size={16} />}
        title={connected ? `Wallet ${connected} connected` : isCompact ? label : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          setHasLoaded(true);
          setIsOpen(true);
          onOpen?.();
        }}
      >
        <span className={cn(isCompact && 'sr-only lg:not-sr-only', connected && 'font-mono')}>{label}</span>
      </Button>
      {hasLoaded ? (
        <Suspense fallback={null}>
          <ConnectWalletDialog open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
