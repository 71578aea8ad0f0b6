/** DeFi: the account's staking positions (from the staking module). */
import { Card, CardTitle } from '../../../components/ui/card';
import { formatTokenAmount } from '../../../shared/wallet/format-wallet';
import { useMyStakes } from '../../../api/staking/find-my-stakes';
import { QueryState } from './query-state';

export function DefiTab({ isSignedIn }: { isSignedIn: boolean }) {
  const stakes = useMyStakes(isSignedIn);
  const active = stakes.data?.stakes.filter((s) => s.status === 'active') ?? [];
  return (
    <Card as="section">
      <CardTitle>Staking positions</CardTitle>
      {!isSignedIn ? (
        <p className="mt-3 text-sm text-fg-muted">Sign in to see your staking positions.</p>
      ) : (
        <>
          <QueryState
            isPending={stakes.isPending}
            error={stakes.error}
            onRetry={() => void stakes.refetch()}
            label="staking positions"
          />
          {stakes.data ? (
            active.length === 0 ? (
              <p className="mt-3 text-sm text-fg-muted">
                No active staking positions. Stake VINO from the Staking tab.
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-border">
                {active.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                    <div>
                      <p className="font-medium text-fg">{s.poolName}</p>
                      <p className="text-xs text-fg-muted">
                        {s.apy}% APY · {s.lockDays === 0 ? 'Flexible' : `${s.lockDays}-day lock`}
                      </p>
                    </div>
                    <div className="text-right font-mono tabular-nums">
                      <p className="text-fg">{formatTokenAmount(s.amount, 2)} VINO</p>
                      <p className="text-xs text-success">+{formatTokenAmount(s.claimableRewards, 2)} claimable</p>
                    </div>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </>
      )}
    </Card>
  );
}
