/**
 * 'Connect Wallet' in the navigation bar. The dialog and the wallet service (viem, mipd) load only
 * when it is first clicked, so they stay out of the home page's initial JavaScript.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { IconWallet } from '../../components/ui/icons/interface';

const ConnectWalletDialog = lazy(() => import('../../shared/wallet/connect-wallet-dialog'));

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
          <ConnectWalletDialog open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
