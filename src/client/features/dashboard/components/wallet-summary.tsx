/**
 * The Overview's wallet summary: the user's verified wallets saved on the server (primary first),
 * each with its shortened address, network, verified state and stored USD balance, and a link to the
 * wallet page. With none saved yet, Connect Wallet leads to the wallet page where one is connected
 * and verified. The dashboard never loads the wallet code (viem) itself.
 */
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { useMyWallets } from '../../../api/wallet/find-my-wallets';
import { shortAddress } from '../../../shared/wallet/short-address';
import { formatUsd } from '../dashboard-format';
import { LoadError } from '../../../components/ui/load-error';

const WALLET_PAGE = paths.trading.getHref({ tab: 'wallet' });

export function WalletSummary() {
  const wallets = useMyWallets();
  const verified = wallets.data?.wallets.filter((w) => w.verificationStatus === 'verified') ?? [];

  return (
    <Card as="section" aria-labelledby="wallet-summary-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="wallet-summary-title" className="text-lg font-semibold text-fg">
          Wallet
        </h2>
        {verified.length > 0 ? (
          <ButtonLink to={WALLET_PAGE} variant="secondary" size="sm">
            Manage wallet
          </ButtonLink>
        ) : null}
      </div>
      {wallets.isError ? (
        <LoadError
          title="Unable to load your wallets"
          message={wallets.error.message}
          onRetry={() => void wallets.refetch()}
        />
      ) : !wallets.data ? (
        <Skeleton className="h-16 w-full" />
      ) : verified.length === 0 ? (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">
            No wallet connected yet. Connect a browser wallet and verify it to see it here.
          </p>
          <ButtonLink to={WALLET_PAGE} variant="gold" size="sm">
            Connect Wallet
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border/60" aria-label="Verified wallets">
          {verified.map((w) => (
            <li
              key={w.address}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex min-w-0 flex-col gap-1.5">
                <span className="font-mono text-fg" title={w.address}>
                  {shortAddress(w.address)}
                </span>
                <div className="flex flex-wrap items-center gap-2">
                  {w.isPrimary ? <Badge tone="gold">Primary</Badge> : null}
                  <Badge tone="info">{w.networkName}</Badge>
                  <Badge tone="success">Verified</Badge>
                </div>
              </div>
              <div className="text-right">
                <p className="text-xs uppercase tracking-wide text-fg-subtle">Stored balance</p>
                <p className="font-semibold tabular-nums text-fg">{formatUsd(w.balanceUsd)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
