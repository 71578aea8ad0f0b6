/**
 * My active stakes: amount, APY, start, rewards earned and claimable, next payout; Claim pays the
 * claimable rewards; Unstake (after a confirmation) is offered when allowed, and for a locked stake
 * the disabled button says when it unlocks.
 */
import { useState } from 'react';
import type { Stake } from '../../../../contracts/staking';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { useClaimRewards } from '../../../api/staking/claim-rewards';
import { useUnstake } from '../../../api/staking/unstake';
import { canClaim, formatDate, formatDateTime, formatVino } from '../staking-display';
import { ConfirmDialog } from './confirm-dialog';

export function StakeList({ stakes }: { stakes: Stake[] }) {
  const active = stakes.filter((s) => s.status === 'active');
  const claim = useClaimRewards();
  const unstake = useUnstake();
  const toast = useToast();
  const [unstaking, setUnstaking] = useState<Stake | null>(null);

  function onClaim(stake: Stake) {
    claim.mutate(stake.id, {
      onSuccess: ({ paid }) =>
        toast({
          tone: 'success',
          title: 'Rewards claimed',
          description: `${formatVino(paid)} VINO added to your balance.`,
        }),
      onError: (error) => toast({ tone: 'error', title: 'Nothing claimed', description: error.message }),
    });
  }

  function onUnstake() {
    if (!unstaking) return;
    unstake.mutate(unstaking.id, {
      onSuccess: ({ returned, rewardsPaid }) => {
        setUnstaking(null);
        toast({
          tone: 'success',
          title: 'Unstaked',
          description: `${formatVino(returned)} VINO returned with ${formatVino(rewardsPaid)} VINO of rewards.`,
        });
      },
      onError: (error) => {
        setUnstaking(null);
        toast({ tone: 'error', title: 'Not unstaked', description: error.message });
      },
    });
  }

  return (
    <section aria-labelledby="my-stakes-title" className="flex flex-col gap-4">
      <h3 id="my-stakes-title" className="text-lg font-semibold text-fg">
        Active stakes
      </h3>
      {active.length === 0 ? (
        <Card tone="muted" className="text-center">
          <p className="font-medium text-fg">No active stakes</p>
          <p className="mt-1 text-sm text-fg-muted">Choose a pool and stake VINO to start earning rewards.</p>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {active.map((stake) => {
            const isBusy =
              (claim.isPending && claim.variables === stake.id) ||
              (unstake.isPending && unstake.variables === stake.id);
            return (
              <li key={stake.id}>
                <Card as="article" aria-label={`${stake.poolName} stake`} className="flex flex-col gap-4">
                  <div className="flex items-baseline justify-between gap-3">
                    <h4 className="font-semibold text-fg">{stake.poolName}</h4>
                    <span className="text-sm text-gold tabular-nums">{stake.apy}% APY</span>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <dt className="text-fg-subtle">Staked</dt>
                    <dd className="text-right text-fg tabular-nums">{formatVino(stake.amount)} VINO</dd>
                    <dt className="text-fg-subtle">Since</dt>
                    <dd className="text-right text-fg">{formatDate(stake.startedAt)}</dd>
                    <dt className="text-fg-subtle">Rewards earned</dt>
                    <dd className="text-right text-fg tabular-nums">{formatVino(stake.earnedRewards, 4)} VINO</dd>
                    <dt className="text-fg-subtle">Claimable rewards</dt>
                    <dd className="text-right font-semibold text-gold tabular-nums">
                      {formatVino(stake.claimableRewards, 4)} VINO
                    </dd>
                    <dt className="text-fg-subtle">Next reward</dt>
                    <dd className="text-right text-fg">
                      {stake.nextPayoutAt ? formatDateTime(stake.nextPayoutAt) : '—'}
                    </dd>
                  </dl>
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    <Button
                      variant="gold"
                      onClick={() => onClaim(stake)}
                      disabled={!canClaim(stake.claimableRewards) || isBusy}
                      isLoading={claim.isPending && claim.variables === stake.id}
                    >
                      Claim
                      <span className="sr-only"> {stake.poolName} rewards</span>
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setUnstaking(stake)}
                      disabled={!stake.isUnlocked || isBusy}
                    >
                      {stake.isUnlocked || !stake.lockEndsAt ? 'Unstake' : `Unlocks on ${formatDate(stake.lockEndsAt)}`}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={unstaking !== null}
        title="Unstake VINO"
        description={
          unstaking ? `Return ${formatVino(unstaking.amount)} VINO from ${unstaking.poolName} to your balance?` : ''
        }
        confirmLabel="Unstake"
        isBusy={unstake.isPending}
        onConfirm={onUnstake}
        onClose={() => setUnstaking(null)}
      >
        <p>Rewards earned and not yet paid are paid with it. The stake stops earning.</p>
      </ConfirmDialog>
    </section>
  );
}
