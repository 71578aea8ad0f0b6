/**
 * The dashboard's staking slot: my staked VINO, claimable and paid rewards and active stakes, with
 * a link to the Staking tab. router.tsx passes it to the dashboard (a lazy chunk of its own).
 */
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useSession } from '../../shared/session';
import { useMyStakes } from '../../api/staking/find-my-stakes';
import { formatVino } from './staking-display';
import { LoadError } from '../../components/ui/load-error';

export default function StakingSummary() {
  const { isSignedIn } = useSession();
  const stakes = useMyStakes(isSignedIn);
  const active = stakes.data?.stakes.filter((s) => s.status === 'active') ?? [];

  return (
    <Card as="section" aria-labelledby="staking-summary-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="staking-summary-title" className="text-lg font-semibold text-fg">
          Staking
        </h2>
        <ButtonLink to={paths.trading.getHref({ tab: 'staking' })} variant="secondary" size="sm">
          Manage staking
        </ButtonLink>
      </div>
      {stakes.isError ? (
        <LoadError
          title="Unable to load your stakes"
          message={stakes.error.message}
          onRetry={() => void stakes.refetch()}
        />
      ) : !stakes.data ? (
        <Skeleton className="h-20" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Staked" value={`${formatVino(stakes.data.totals.staked)} VINO`} />
            <Figure label="Claimable" value={`${formatVino(stakes.data.totals.claimable)} VINO`} />
            <Figure label="Rewards paid" value={`${formatVino(stakes.data.totals.paid)} VINO`} />
            <Figure label="Active stakes" value={String(active.length)} />
          </dl>
          {active.length === 0 ? (
            <p className="text-sm text-fg-muted">
              No active stakes yet. Stake VINO from the Staking tab to earn rewards.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border text-sm">
              {active.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="text-fg">{s.poolName}</span>
                  <span className="text-fg-muted tabular-nums">
                    {formatVino(s.amount)} VINO · {s.apy}% APY
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs uppercase tracking-wide text-fg-subtle">{label}</dt>
      <dd className="font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  );
}
