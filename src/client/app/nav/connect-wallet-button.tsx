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

/**
 * `isCompact`: between 768 and 1023 px the bar is tight, so the button shows only its icon there
 * (the accessible name stays 'Connect Wallet').
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
  const [isOpen, setIsOpen] = useState(false);
  const [hasLoaded, setHasLoaded] = useState(false);
  return (
    <>
      <Button
        variant="gold"
        size="sm"
        fullWidth={fullWidth}
        leadingIcon={<IconWallet size={16} />}
        title={isCompact ? 'Connect Wallet' : undefined}
        onClick={() => {
          setHasLoaded(true);
          setIsOpen(true);
          onOpen?.();
        }}
      >
        <span className={isCompact ? 'sr-only lg:not-sr-only' : undefined}>Connect Wallet</span>
      </Button>
      {hasLoaded ? (
        <Suspense fallback={null}>
          <WalletDialog open={isOpen} onClose={() => setIsOpen(false)} hasProvider={hasBrowserWallet()} />
        </Suspense>
      ) : null}
    </>
  );
}
