/** Overview: what the connected wallet holds on chain and what the account holds on the platform. */
import { Card, CardTitle } from '../../../components/ui/card';
import { formatEth, formatTokenAmount, formatVino } from '../../../shared/wallet/format-wallet';
import type { WalletState } from '../../../shared/wallet/wallet-service';
import { walletNetworkName } from '../../../../domain/wallet-networks';
import { useMyBalances } from '../../../api/ledger/get-my-balances';
import { QueryState } from './query-state';
import { Table } from '../../../components/ui/table';

export function OverviewTab({ wallet, isSignedIn }: { wallet: WalletState; isSignedIn: boolean }) {
  const balances = useMyBalances(isSignedIn);
  const nonZero = balances.data?.balances.filter((b) => b.total !== '0' && !/^0\.0*$/.test(b.total)) ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card as="section">
        <CardTitle>On-chain holdings</CardTitle>
        <p className="mt-1 text-sm text-fg-muted">
          Read through your wallet on {walletNetworkName(wallet.chainId ?? 0)}.
        </p>
        <dl className="mt-4 divide-y divide-border">
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-fg-muted">ETH</dt>
            <dd className="font-mono tabular-nums text-fg">
              {wallet.ethBalance === null ? '—' : formatEth(wallet.ethBalance)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-fg-muted">VINO</dt>
            <dd className="text-right font-mono tabular-nums text-fg">
              {wallet.vinoBalance === null ? (
                <span className="font-sans text-sm text-fg-muted">No VINO contract configured on this network</span>
              ) : (
                formatVino(wallet.vinoBalance)
              )}
            </dd>
          </div>
        </dl>
      </Card>
      <Card as="section">
        <CardTitle>Platform holdings</CardTitle>
        <p className="mt-1 text-sm text-fg-muted">Your balances on the VINO exchange ledger.</p>
        {!isSignedIn ? (
          <p className="mt-4 text-sm text-fg-muted">Sign in to see your platform balances.</p>
        ) : (
          <>
            <QueryState
              isPending={balances.isPending}
              error={balances.error}
              onRetry={() => void balances.refetch()}
              label="balances"
            />
            {balances.data ? (
              nonZero.length === 0 ? (
                <p className="mt-4 text-sm text-fg-muted">No platform balances yet.</p>
              ) : (
                <Table
                  variant="plain"
                  label="Platform balances table"
                  caption="Platform balances"
                  className="mt-4"
                  headCellClassName="py-2 font-medium"
                  bodyClassName="divide-y divide-border"
                  columns={['Asset', { label: 'Available', align: 'right' }, { label: 'Total', align: 'right' }]}
                >
                  {nonZero.map((b) => (
                    <tr key={b.asset}>
                      <th scope="row" className="py-2 text-left font-medium text-fg">
                        {b.asset}
                      </th>
                      <td className="py-2 text-right font-mono tabular-nums">{formatTokenAmount(b.available, 2)}</td>
                      <td className="py-2 text-right font-mono tabular-nums">{formatTokenAmount(b.total, 2)}</td>
                    </tr>
                  ))}
                </Table>
              )
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
