/** The rebalance threshold: 1 to 15 percent in steps of 0.5 (spec section 9); arrow keys move it. */
import { useId } from 'react';
import { REBALANCE_THRESHOLD } from '../../../../domain/rebalance';

export function ThresholdSlider(props: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Rebalance threshold
        </label>
        <output htmlFor={id} className="text-lg font-semibold tabular-nums text-gold">
          {props.value.toFixed(1)}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={REBALANCE_THRESHOLD.min}
        max={REBALANCE_THRESHOLD.max}
        step={REBALANCE_THRESHOLD.step}
        value={props.value}
        aria-valuetext={`${props.value} percent`}
        aria-describedby={`${id}-hint`}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="h-11 w-full cursor-pointer accent-[var(--color-gold)] focus-ring"
      />
      <p id={`${id}-hint`} className="text-xs text-fg-subtle">
        An asset needs action when its deviation exceeds this and the trade is worth more than $10.
      </p>
    </div>
  );
}
