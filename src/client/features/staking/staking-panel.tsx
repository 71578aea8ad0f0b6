/**
 * The Staking tab of /trading (investor spec section 2 "Staking page"): the pools with their terms
 * and total staked, the stake form with confirmation, and my active stakes with their rewards,
 * Claim and Unstake. Every figure comes from the server (pools, stakes, the ledger's balance).
 * router.tsx passes it to the trading page as its staking panel (a lazy chunk of its own).
 */
import { useState } from 'react';
import type { MyStakesResponse } from '../../../contracts/staking';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useSession } from '../../shared/session';
import { useMyAvailableBalance } from '../../api/ledger/get-my-balances';
import { useMyStakes } from '../../api/staking/find-my-stakes';
import { useStakingPools } from '../../api/staking/find-staking-pools';
import { useLiveStakingUpdates } from '../../api/staking/use-live-staking-updates';
import { PoolCard } from './components/pool-card';
import { StakeForm } from './components/stake-form';
import { StakeList } from './components/stake-list';
import { formatVino } from './staking-display';
import { LoadError } from '../../components/ui/load-error';

export default function StakingPanel() {
  const { isSignedIn } = useSession();
  const pools = useStakingPools();
  const [poolId, setPoolId] = useState('flexible');

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h2 className="text-2xl font-semibold text-fg">Staking</h2>
        <p className="max-w-3xl text-fg-muted">
          Stake VINO and earn rewards of amount × APY × days / 365, paid to your balance at each pool&apos;s frequency.
          Flexible stakes can be withdrawn anytime; locked stakes after their lock ends.
        </p>
      </header>

      {isSignedIn ? <MyTotals /> : null}

      <section aria-labelledby="pools-title" className="flex flex-col gap-4">
        <h3 id="pools-title" className="text-lg font-semibold text-fg">
          Staking pools
        </h3>
        {pools.isError ? (
          <LoadError
            title="Unable to load the staking pools"
            message={pools.error.message}
            onRetry={() => void pools.refetch()}
          />
        ) : !pools.data ? (
          <div
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            role="status"
            aria-label="Loading pools"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72" />
            ))}
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {pools.data.pools.map((pool) => (
              <PoolCard key={pool.id} pool={pool} isSelected={pool.id === poolId} onSelect={() => setPoolId(pool.id)} />
            ))}
          </div>
        )}
      </section>

      {!isSignedIn ? (
        <Card className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-fg">Sign in to stake</p>
            <p className="text-sm text-fg-muted">Sign in to stake VINO, follow your rewards and claim them.</p>
          </div>
          <ButtonLink to={paths.auth.getHref({ mode: 'signin' })} variant="gold">
            Sign in
          </ButtonLink>
        </Card>
      ) : pools.data ? (
        <SignedInArea pools={pools.data.pools} poolId={poolId} onPoolChange={setPoolId} />
      ) : null}
    </div>
  );
}

function SignedInArea(props: {
  pools: Parameters<typeof StakeForm>[0]['pools'];
  poolId: string;
  onPoolChange: (id: string) => void;
}) {
  const stakes = useMyStakes(true);
  const balance = useMyAvailableBalance('VINO');
  useLiveStakingUpdates();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(300px,380px)_minmax(0,1fr)]">
      <StakeForm
        pools={props.pools}
        poolId={props.poolId}
        onPoolChange={props.onPoolChange}
        available={balance.data ?? null}
      />
      {stakes.isError ? (
        <LoadError
          title="Unable to load your stakes"
          message={stakes.error.message}
          onRetry={() => void stakes.refetch()}
        />
      ) : !stakes.data ? (
        <Skeleton className="h-64" />
      ) : (
        <StakeList stakes={stakes.data.stakes} />
      )}
    </div>
  );
}

function MyTotals() {
  const stakes = useMyStakes(true);
  const balance = useMyAvailableBalance('VINO');
  const totals: MyStakesResponse['totals'] | undefined = stakes.data?.totals;
  const tiles = [
    { label: 'Available balance', value: balance.data },
    { label: 'Total staked', value: totals?.staked },
    { label: 'Claimable rewards', value: totals?.claimable },
    { label: 'Rewards paid', value: totals?.paid },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="My staking">
      {tiles.map((tile) => (
        <Card key={tile.label} padding="sm" className="flex flex-col gap-1">
          <dt className="text-xs uppercase tracking-wide text-fg-subtle">{tile.label}</dt>
          <dd className="text-lg font-semibold text-fg tabular-nums">
            {tile.value === undefined ? '…' : `${formatVino(tile.value)} VINO`}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
