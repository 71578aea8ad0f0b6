import { useState } from 'react';
import { ALLOCATION_PRESETS } from '../../../../domain/investment';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type PresetId = (typeof ALLOCATION_PRESETS)[number]['id'];

/** Stock/token split presets; Balanced is recommended and selected first. */
export function AllocationPresets() {
  const [selected, setSelected] = useState<PresetId>('balanced');
  const preset = ALLOCATION_PRESETS.find((p) => p.id === selected) ?? ALLOCATION_PRESETS[1];
  return (
    <Card as="section" aria-labelledby="allocation-title" className="flex flex-col gap-5">
      <div>
        <h2 id="allocation-title" className="text-2xl font-semibold text-fg">
          Choose your allocation
        </h2>
        <p className="mt-1 text-fg-muted">Split an investment between VINO Stock and the VINO Token.</p>
      </div>
      <div role="radiogroup" aria-label="Allocation preset" className="grid gap-3 sm:grid-cols-3">
        {ALLOCATION_PRESETS.map((p) => {
          const isSelected = p.id === selected;
          return (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={isSelected}
              onClick={() => setSelected(p.id)}
              className={cn(
                'focus-ring flex min-h-11 flex-col items-start gap-1 rounded-xl border p-4 text-left transition-colors',
                isSelected ? 'border-gold bg-gold-soft' : 'border-border bg-surface-2/60 hover:border-border-strong',
              )}
            >
              <span className="flex w-full items-center justify-between gap-2">
                <span className="font-semibold text-fg">{p.label}</span>
                {p.isRecommended ? <Badge tone="gold">Recommended</Badge> : null}
              </span>
              <span className="text-sm tabular-nums text-fg-muted">
                {p.stockPct}% Stock / {p.tokenPct}% Token
              </span>
            </button>
          );
        })}
      </div>
      <div>
        <div className="flex h-4 overflow-hidden rounded-full" aria-hidden="true">
          <div className="bg-brand" style={{ width: `${preset.stockPct}%` }} />
          <div className="bg-gold" style={{ width: `${preset.tokenPct}%` }} />
        </div>
        <p className="mt-2 flex justify-between text-sm tabular-nums text-fg-muted" aria-live="polite">
          <span>
            <span className="mr-1.5 inline-block size-2.5 rounded-full bg-brand" aria-hidden="true" />
            VINO Stock {preset.stockPct}%
          </span>
          <span>
            <span className="mr-1.5 inline-block size-2.5 rounded-full bg-gold" aria-hidden="true" />
            VINO Token {preset.tokenPct}%
          </span>
        </p>
      </div>
    </Card>
  );
}
