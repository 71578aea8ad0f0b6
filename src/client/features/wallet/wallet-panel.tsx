/**
 * Advanced Wallet page (investor spec section 2), the Wallet tab of /trading: a connect prompt until
 * a browser wallet is connected, then the wallet's summary with Send Tokens and tabs Overview,
 * Transactions, DeFi and Settings. Below either, the bridge between the exchange balance and the
 * investor's verified wallets (withdraw, deposits).
 */
import { useEffect, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { IconRefresh, IconSend } from '../../components/ui/icons';
import { Tabs } from '../../components/ui/tabs';
import { useSession } from '../../shared/session';
import { formatEth, formatVino } from '../../shared/wallet/format-wallet';
import { WalletConnectCard } from '../../shared/wallet/wallet-connect-card';
import {
  configureWallet,
  disconnectWallet,
  refreshWalletBalances,
  vinoTokenAddressFor,
} from '../../shared/wallet/wallet-service';
import { useWallet } from '../../shared/wallet/use-wallet';
import { walletNetworkName } from '../../../domain/wallet-networks';
import { useInvalidateMyWallets } from '../../api/wallet/find-my-wallets';
import { ChainBridgeCard } from './components/chain-bridge-card';
import { DefiTab } from './components/defi-tab';
import { OverviewTab } from './components/overview-tab';
import { SendTokensDialog } from './components/send-tokens-dialog';
import { SettingsTab } from './components/settings-tab';
import { TransactionsTab } from './components/transactions-tab';

type WalletTab = 'overview' | 'transactions' | 'defi' | 'settings';

export default function WalletPanel() {
  const session = useSession();
  const wallet = useWallet();
  const invalidateWallets = useInvalidateMyWallets();
  const [tab, setTab] = useState<WalletTab>('overview');
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    configureWallet({ tokenAddresses: session.config?.vinoTokenAddresses ?? {} });
    void refreshWalletBalances();
  }, [session.config]);

  // A verification or disconnect changes the saved wallets shown in Settings.
  useEffect(() => {
    void invalidateWallets();
  }, [wallet.isVerified, wallet.address, invalidateWallets]);

  if (wallet.status !== 'connected' || !wallet.address) {
    return (
      <div className="space-y-4">
        <Card as="section" className="mx-auto max-w-xl">
          <CardTitle>Connect your wallet</CardTitle>
          <p className="mt-1 mb-4 text-sm text-fg-muted">
            Connect a browser wallet to see your on-chain VINO and ETH, send tokens and manage your saved wallets.
          </p>
          <WalletConnectCard />
        </Card>
        <ChainBridgeCard isSignedIn={session.isSignedIn} />
      </div>
    );
  }

  const hasVinoContract = vinoTokenAddressFor(wallet.chainId) !== null;

  return (
    <div className="space-y-4">
      <Card as="section" tone="highlight">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <CardTitle>Advanced Wallet</CardTitle>
            <p className="mt-1 font-mono text-sm break-all text-fg-muted">{wallet.address}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge tone="info">{walletNetworkName(wallet.chainId ?? 0)}</Badge>
              <Badge tone="neutral">{wallet.walletName}</Badge>
              {wallet.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="gold" leadingIcon={<IconSend size={16} />} onClick={() => setIsSending(true)}>
              Send Tokens
            </Button>
            <Button
              variant="secondary"
              leadingIcon={<IconRefresh size={16} />}
              onClick={() => void refreshWalletBalances()}
            >
              Refresh
            </Button>
            <Button variant="ghost" onClick={() => void disconnectWallet()}>
              Disconnect
            </Button>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-border bg-surface-2/60 p-3">
            <dt className="text-xs text-fg-muted">ETH balance</dt>
            <dd className="mt-1 font-mono text-lg tabular-nums text-fg">
              {wallet.ethBalance === null ? '—' : formatEth(wallet.ethBalance)}
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-surface-2/60 p-3">
            <dt className="text-xs text-fg-muted">VINO balance</dt>
            <dd className="mt-1 font-mono text-lg tabular-nums text-fg">
              {wallet.vinoBalance === null ? '—' : formatVino(wallet.vinoBalance)}
            </dd>
          </div>
        </dl>
        {!wallet.isVerified ? (
          <div className="mt-4">
            <WalletConnectCard />
          </div>
        ) : null}
      </Card>
      <Tabs<WalletTab>
        label="Wallet sections"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'overview',
            label: 'Overview',
            content: <OverviewTab wallet={wallet} isSignedIn={session.isSignedIn} />,
          },
          {
            id: 'transactions',
            label: 'Transactions',
            content: <TransactionsTab transactions={wallet.transactions} isSignedIn={session.isSignedIn} />,
          },
          { id: 'defi', label: 'DeFi', content: <DefiTab isSignedIn={session.isSignedIn} /> },
          {
            id: 'settings',
            label: 'Settings',
            content: <SettingsTab wallet={wallet} isSignedIn={session.isSignedIn} />,
          },
        ]}
        panelClassName="mt-4"
      />
      <ChainBridgeCard isSignedIn={session.isSignedIn} />
      <SendTokensDialog open={isSending} onClose={() => setIsSending(false)} canSendVino={hasVinoContract} />
    </div>
  );
}
