/**
 * The stake form (investor spec section 5): pool, amount with the available VINO, the reward
 * estimate (amount x APY x days / 365); the spec's messages inline; the button disabled while the
 * amount is empty or below the pool's minimum; the app's confirmation dialog before staking.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { KYC_VERIFICATION_HREF, MARKET_ERROR_CODES } from '../../../../contracts/market';
import type { StakingPool } from '../../../../contracts/staking';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useCreateStake } from '../../../api/staking/create-stake';
import {
  estimateDays,
  estimateReward,
  formatVino,
  isStakeDisabled,
  lockLabel,
  validateStake,
} from '../staking-display';
import { ConfirmDialog } from './confirm-dialog';

export function StakeForm(props: {
  pools: StakingPool[];
  poolId: string;
  onPoolChange: (id: string) => void;
  available: string | null;
}) {
  const pool = props.pools.find((p) => p.id === props.poolId);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const createStake = useCreateStake();
  const toast = useToast();
  const estimate = pool ? estimateReward(amount, pool) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pool) return;
    const problem = validateStake(amount, pool, props.available);
    setError(problem);
    if (!problem) setIsConfirming(true);
  }

  function onConfirm() {
    if (!pool) return;
    createStake.mutate(
      { poolId: pool.id, amount: amount.trim() },
      {
        onSuccess: ({ stake }) => {
          setIsConfirming(false);
          setAmount('');
          toast({
            tone: 'success',
            title: 'Stake confirmed',
            description: `${formatVino(stake.amount)} VINO staked in ${stake.poolName} at ${stake.apy}% APY.`,
          });
        },
        onError: (failure) => {
          setIsConfirming(false);
          if (isApiError(failure) && failure.fields.amount) setError(failure.fields.amount);
        },
      },
    );
  }

  const serverError = createStake.error;
  const showServerError = serverError && !(isApiError(serverError) && serverError.fields.amount);
  const isKyc = isApiError(serverError) && serverError.code === MARKET_ERROR_CODES.kycRequired;

  return (
    <Card as="section" aria-labelledby="stake-form-title" className="flex flex-col gap-4">
      <h3 id="stake-form-title" className="text-lg font-semibold text-fg">
        Stake VINO
      </h3>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Select label="Pool" value={props.poolId} onChange={(e) => props.onPoolChange(e.target.value)}>
          {props.pools.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} — {p.apy}% APY
            </option>
          ))}
        </Select>
        <TextField
          label="Amount (VINO)"
          inputMode="decimal"
          autoComplete="off"
          placeholder={pool ? `Minimum ${pool.minStake}` : '0.00'}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(null);
            createStake.reset();
          }}
          error={error ?? undefined}
          hint={`Available: ${props.available === null ? '…' : `${formatVino(props.available)} VINO`}`}
        />
        {pool ? (
          <dl className="grid grid-cols-2 gap-2 rounded-lg bg-surface-2/60 p-3 text-sm">
            <dt className="text-fg-subtle">Lock</dt>
            <dd className="text-right text-fg">{lockLabel(pool.lockDays)}</dd>
            <dt className="text-fg-subtle">Estimated reward ({estimateDays(pool)} days)</dt>
            <dd className="text-right text-gold tabular-nums">{estimate ? `${estimate} VINO` : '—'}</dd>
          </dl>
        ) : null}
        {showServerError ? (
          <Alert tone="error">
            {serverError.message}{' '}
            {isKyc ? (
              <Link className="underline" to={KYC_VERIFICATION_HREF}>
                Start verification
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" variant="gold" fullWidth disabled={isStakeDisabled(amount, pool)}>
          Stake VINO
        </Button>
      </form>
      <ConfirmDialog
        open={isConfirming}
        title="Confirm stake"
        description={pool ? `Stake ${formatVino(amount.trim() || '0')} VINO in ${pool.name}?` : ''}
        confirmLabel="Confirm stake"
        isBusy={createStake.isPending}
        onConfirm={onConfirm}
        onClose={() => setIsConfirming(false)}
      >
        {pool ? (
          <p>
            {pool.apy}% APY, rewards paid {pool.rewardFrequency}.{' '}
            {pool.lockDays > 0
              ? `Locked for ${pool.lockDays} days: you can unstake after the lock ends.`
              : 'No lock: you can unstake anytime.'}
          </p>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
