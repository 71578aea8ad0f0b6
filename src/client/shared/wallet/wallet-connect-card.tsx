/**
 * Connect, verify and disconnect a browser wallet: the body of the navigation's Connect Wallet
 * dialog and the Advanced Wallet page's connect prompt. `wording` picks the navigation bar's
 * failure texts or the wallet service's (core spec section 8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { IconCheckCircle, IconShield, IconWallet } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { walletNetworkName } from '../../../domain/wallet-networks';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { walletKeys } from '../../api/wallet/keys';
import { useSession } from '../session';
import { discoverWallets, type DiscoveredWallet } from './discover-wallets';
import { formatEth, shortAddress } from './format-wallet';
import { navWalletMessage, toWalletError, WALLET_MESSAGES } from './wallet-errors';
import { configureWallet, connectWallet, disconnectWallet, verifyWalletOwnership } from './wallet-service';
import { useWallet } from './use-wallet';

export function WalletConnectCard({ wording = 'service' }: { wording?: 'nav' | 'service' }) {
  const session = useSession();
  const wallet = useWallet();
  const [wallets, setWallets] = useState<DiscoveredWallet[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const queryClient = useQueryClient();
  // Verifying saves the wallet and disconnecting makes it not primary: the saved list (dashboard
  // summary, wallet page) is re-read once the server has answered.
  const refreshSavedWallets = () => void queryClient.invalidateQueries({ queryKey: walletKeys.myWallets() });

  useEffect(() => {
    configureWallet({ tokenAddresses: session.config?.vinoTokenAddresses ?? {} });
  }, [session.config]);

  useEffect(() => {
    let isCurrent = true;
    void discoverWallets().then((found) => isCurrent && setWallets(found));
    return () => {
      isCurrent = false;
    };
  }, []);

  const describe = (cause: unknown) => {
    if (isApiError(cause)) return cause.message;
    const walletError = toWalletError(cause);
    return wording === 'nav' ? navWalletMessage(walletError) : walletError.message;
  };

  async function onConnect(target: DiscoveredWallet | undefined) {
    setError(null);
    try {
      await connectWallet(target);
    } catch (cause) {
      setError(describe(cause));
    }
  }

  async function onVerify() {
    setError(null);
    setIsVerifying(true);
    try {
      await verifyWalletOwnership();
      refreshSavedWallets();
    } catch (cause) {
      setError(describe(cause));
    } finally {
      setIsVerifying(false);
    }
  }

  const errorAlert = error ? (
    <Alert tone="error" className="mb-4">
      {error}
    </Alert>
  ) : null;

  if (wallet.status === 'connected' && wallet.address) {
    return (
      <div className="space-y-4">
        {errorAlert}
        <div className="rounded-xl border border-border bg-surface-2/60 p-4">
          <p className="text-sm text-fg-muted">Connected with {wallet.walletName}</p>
          <p className="mt-1 font-mono text-base break-all text-fg" title={wallet.address}>
            {wallet.address}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Badge tone="info">{walletNetworkName(wallet.chainId ?? 0)}</Badge>
            {wallet.ethBalance !== null ? <Badge tone="neutral">{formatEth(wallet.ethBalance)} ETH</Badge> : null}
            {wallet.isVerified ? (
              <Badge tone="success">
                <IconCheckCircle size={14} aria-hidden /> Verified
              </Badge>
            ) : (
              <Badge tone="warning">Not verified</Badge>
            )}
          </div>
        </div>
        {wallet.isVerified ? (
          <p className="text-sm text-fg-muted" role="status">
            Wallet {shortAddress(wallet.address)} is verified and saved to your account.
          </p>
        ) : session.isSignedIn ? (
          <div className="space-y-2">
            <p className="text-sm text-fg-muted">
              Sign a message in your wallet to prove it is yours. Signing is free and sends no transaction.
            </p>
            <Button variant="gold" leadingIcon={<IconShield size={16} />} onClick={onVerify} disabled={isVerifying}>
              {isVerifying ? 'Waiting for signature…' : 'Verify ownership'}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-fg-muted">
            <Link to={paths.auth.getHref()} className="text-gold underline underline-offset-2">
              Sign in
            </Link>{' '}
            to verify this wallet and save it to your account.
          </p>
        )}
        <Button variant="secondary" onClick={() => void disconnectWallet().then(refreshSavedWallets)}>
          Disconnect
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {errorAlert}
      {wallets === null ? (
        <Spinner label="Looking for browser wallets" showLabel />
      ) : wallets.length === 0 ? (
        <>
          <Alert tone="error">{wording === 'nav' ? WALLET_MESSAGES.navMissing : WALLET_MESSAGES.noProvider}</Alert>
          <p className="text-sm text-fg-muted">
            Install a browser wallet such as MetaMask, Rabby or Coinbase Wallet, then reload this page.
          </p>
        </>
      ) : (
        <ul className="space-y-2" aria-label="Browser wallets">
          {wallets.map((w) => (
            <li key={w.id}>
              <Button
                variant="secondary"
                fullWidth
                className="justify-start"
                disabled={wallet.status === 'connecting'}
                leadingIcon={
                  w.icon ? <img src={w.icon} alt="" width={20} height={20} /> : <IconWallet size={18} aria-hidden />
                }
                onClick={() => void onConnect(w)}
              >
                {wallet.status === 'connecting' ? `Connecting to ${w.name}…` : `Connect ${w.name}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
