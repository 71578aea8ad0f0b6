/** One pool: APY, total staked, minimum, lock, reward frequency, risk and features; selectable. */
import type { StakingPool } from '../../../../contracts/staking';
import { Badge } from '../../../components/ui/badge';
import { IconCheck } from '../../../components/ui/icons/interface';
import { IconLock } from '../../../components/ui/icons/objects';
import { cn } from '../../../lib/cn';
import { FREQUENCY_LABEL, formatMinimum, formatVino, lockLabel, RISK_LABEL } from '../staking-display';

const RISK_TONE = { low: 'success', medium: 'warning', high: 'danger' } as const;

export function PoolCard({
  pool,
  isSelected,
  onSelect,
}: {
  pool: StakingPool;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const titleId = `pool-${pool.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border p-5 shadow-card transition-colors',
        isSelected ? 'border-gold/60 bg-surface ring-1 ring-gold/25' : 'border-border bg-surface/85',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold text-fg">
            {pool.name}
          </h3>
          <p className="mt-1 text-sm text-fg-muted">{pool.description}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-2xl font-semibold text-gold tabular-nums">{pool.apy}%</span>
          <span className="text-xs uppercase tracking-wide text-fg-subtle">APY</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={RISK_TONE[pool.risk]}>{RISK_LABEL[pool.risk]}</Badge>
        {pool.membersOnly ? <Badge tone="gold">Premium Circle members</Badge> : null}
        {pool.lockDays > 0 ? (
          <Badge tone="neutral">
            <IconLock size={12} className="mr-1 inline" />
            Locked
          </Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-fg-subtle">Total staked</dt>
        <dd className="text-right text-fg tabular-nums">{formatVino(pool.totalStaked)} VINO</dd>
        <dt className="text-fg-subtle">Minimum</dt>
        <dd className="text-right text-fg tabular-nums">{formatMinimum(pool.minStake)} VINO</dd>
        <dt className="text-fg-subtle">Lock</dt>
        <dd className="text-right text-fg">{lockLabel(pool.lockDays)}</dd>
        <dt className="text-fg-subtle">Rewards</dt>
        <dd className="text-right text-fg">{FREQUENCY_LABEL[pool.rewardFrequency]}</dd>
      </dl>
      <ul className="flex flex-col gap-1.5 text-sm text-fg-muted">
        {pool.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <IconCheck size={14} className="mt-0.5 shrink-0 text-gold" />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={isSelected}
        className={cn(
          'focus-ring mt-auto min-h-11 rounded-lg border px-4 text-sm font-semibold transition-colors',
          isSelected ? 'border-gold bg-gold/15 text-gold' : 'border-border text-fg hover:border-gold/60',
        )}
      >
        {isSelected ? 'Selected' : 'Select'}
        <span className="sr-only"> {pool.name}</span>
      </button>
    </article>
  );
}
