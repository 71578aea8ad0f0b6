import { YIELD_SPLIT_PCT } from '../../../../domain/constants';

const SPLIT = [
  { label: 'Staking rewards', pct: YIELD_SPLIT_PCT.stakingRewards, color: 'bg-gold' },
  { label: 'Token buybacks', pct: YIELD_SPLIT_PCT.tokenBuybacks, color: 'bg-brand-strong' },
  { label: 'Treasury', pct: YIELD_SPLIT_PCT.treasury, color: 'bg-info' },
  { label: 'Operations', pct: YIELD_SPLIT_PCT.operations, color: 'bg-fg-subtle' },
] as const;

const FACTS = [
  { term: 'Peg', detail: '1 VINO = 1 USD, held by the value of the wine reserve.' },
  {
    term: 'Supply',
    detail: 'Algorithmic mint and burn: tokens are minted as reserves are added and burned on redemption.',
  },
  { term: 'Max supply', detail: 'Uncapped — supply follows the reserve rather than a fixed schedule.' },
] as const;

/** RWA Stablecoin tab: how the reserve's yield is shared, drawn as a CSS bar (no chart library). */
export function TokenomicsTab() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-4">
        <h2 className="text-2xl font-semibold text-fg">Tokenomics</h2>
        <p className="text-fg-muted">
          The wine reserve earns yield as bottles appreciate and are rotated. That yield is shared out in fixed
          proportions:
        </p>
        <div
          className="flex h-4 w-full overflow-hidden rounded-full"
          role="img"
          aria-label={`Yield split: ${SPLIT.map((s) => `${s.pct}% ${s.label.toLowerCase()}`).join(', ')}`}
        >
          {SPLIT.map((s) => (
            <span key={s.label} className={s.color} style={{ width: `${s.pct}%` }} />
          ))}
        </div>
        <ul className="grid grid-cols-2 gap-3">
          {SPLIT.map((s) => (
            <li
              key={s.label}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/60 px-4 py-3"
            >
              <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-sm ${s.color}`} />
              <span className="flex-1 text-sm text-fg-muted">{s.label}</span>
              <span className="font-semibold tabular-nums text-fg">{s.pct}%</span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="space-y-3">
        {FACTS.map((f) => (
          <div key={f.term} className="rounded-2xl border border-border bg-surface-2/60 px-5 py-4">
            <dt className="font-semibold text-fg">{f.term}</dt>
            <dd className="mt-1 text-fg-muted">{f.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
