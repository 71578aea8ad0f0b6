/** Settings: the saved wallets (verified state, primary) and the network the wallet uses. */
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatTokenAmount, shortAddress } from '../../../shared/wallet/format-wallet';
import { toWalletError } from '../../../shared/wallet/wallet-errors';
import { switchWalletNetwork, type WalletState } from '../../../shared/wallet/wallet-service';
import { WALLET_NETWORKS } from '../../../../domain/wallet-networks';
import { useMyWallets } from '../../../api/wallet/find-my-wallets';
import { useSetPrimaryWallet } from '../../../api/wallet/set-primary-wallet';
import { QueryState } from './query-state';

export function SettingsTab({ wallet, isSignedIn }: { wallet: WalletState; isSignedIn: boolean }) {
  const wallets = useMyWallets(isSignedIn);
  const setPrimary = useSetPrimaryWallet();
  const [networkError, setNetworkError] = useState<string | null>(null);

  async function onSwitch(chainId: number) {
    setNetworkError(null);
    const network = WALLET_NETWORKS.find((n) => n.chainId === chainId);
    if (!network) return;
    try {
      await switchWalletNetwork(network);
    } catch (cause) {
      setNetworkError(toWalletError(cause).message);
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card as="section">
        <CardTitle>Networks</CardTitle>
        <p className="mt-1 text-sm text-fg-muted">
          Switch the network your wallet uses. Unknown networks are added to the wallet.
        </p>
        {networkError ? (
          <Alert tone="error" className="mt-3">
            {networkError}
          </Alert>
        ) : null}
        <ul className="mt-3 space-y-2">
          {WALLET_NETWORKS.map((n) => {
            const isCurrent = wallet.chainId === n.chainId;
            return (
              <li
                key={n.chainId}
                className="flex items-center justify-between gap-3 rounded-xl border border-border px-3 py-2"
              >
                <span className="text-fg">{n.name}</span>
                {isCurrent ? (
                  <Badge tone="success">Current</Badge>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => void onSwitch(n.chainId)}>
                    Switch to {n.name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
      <Card as="section">
        <CardTitle>Saved wallets</CardTitle>
        {!isSignedIn ? (
          <p className="mt-3 text-sm text-fg-muted">Sign in to save and verify wallets.</p>
        ) : (
          <>
            <QueryState
              isPending={wallets.isPending}
              error={wallets.error}
              onRetry={() => void wallets.refetch()}
              label="wallets"
            />
            {setPrimary.error ? (
              <Alert tone="error" className="mt-3">
                {setPrimary.error.message}
              </Alert>
            ) : null}
            {wallets.data ? (
              wallets.data.wallets.length === 0 ? (
                <p className="mt-3 text-sm text-fg-muted">
                  No verified wallets yet. Verify your connected wallet to save it.
                </p>
              ) : (
                <ul className="mt-3 divide-y divide-border">
                  {wallets.data.wallets.map((w) => (
                    <li key={w.address} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                      <div>
                        <p className="font-mono text-fg" title={w.address}>
                          {shortAddress(w.address)}
                        </p>
                        <p className="text-xs text-fg-muted">
                          {w.walletType} · {w.networkName} · ${formatTokenAmount(w.balanceUsd, 2)} stored balance
                        </p>
                        <div className="mt-1 flex flex-wrap gap-1">
                          {w.verificationStatus === 'verified' ? (
                            <Badge tone="success">Verified</Badge>
                          ) : (
                            <Badge tone="warning">Not verified</Badge>
                          )}
                          {w.isPrimary ? <Badge tone="gold">Primary</Badge> : null}
                        </div>
                      </div>
                      {!w.isPrimary ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={setPrimary.isPending}
                          onClick={() => setPrimary.mutate(w.address)}
                        >
                          Make primary
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
