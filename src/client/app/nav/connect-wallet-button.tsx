/**
 * 'Connect Wallet' in the navigation bar. The dialog code loads only when first opened.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { IconWallet } from '../../components/ui/icons/interface';

const WalletDialog = lazy(() => import('./wallet-dialog'));

function hasBrowserWallet(): boolean {
  return typeof window !== 'undefined' && 'ethereum' in window && Boolean((window as { ethereum?: unknown }).ethereum);
}

export function ConnectWalletButton({ fullWidth, onOpen }: { fullWidth?: boolean; onOpen?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasLoaded, setHasLoaded] = useState(false);
  return (
    <>
      <Button
        variant="gold"
        size="sm"
        fullWidth={fullWidth}
        leadingIcon={<IconWallet size={16} />}
        onClick={() => {
          setHasLoaded(true);
          setIsOpen(true);
          onOpen?.();
        }}
      >
        Connect Wallet
      </Button>
      {hasLoaded ? (
        <Suspense fallback={null}>
          <WalletDialog open={isOpen} onClose={() => setIsOpen(false)} hasProvider={hasBrowserWallet()} />
        </Suspense>
      ) : null}
    </>
  );
}
