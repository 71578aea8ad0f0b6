/** The auto-rebalance switch: saved on the server at once; when on, a daily job rebalances. */
import { useId } from 'react';
import { cn } from '../../../lib/cn';

export function AutoRebalanceSwitch(props: { isOn: boolean; isBusy: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-fg">
          Auto-rebalance
        </p>
        <p id={`${id}-hint`} className="text-xs text-fg-subtle">
          Once a day with your saved targets; you get a notification of what was done.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={props.isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={props.isBusy}
        onClick={props.onToggle}
        className={cn(
          'relative inline-flex h-11 w-[4.5rem] shrink-0 items-center rounded-full border transition-colors focus-ring disabled:opacity-60',
          props.isOn ? 'border-gold bg-gold/30' : 'border-border-strong bg-surface-2',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-7 w-7 rounded-full shadow transition-transform',
            props.isOn ? 'translate-x-9 bg-gold' : 'translate-x-2 bg-fg-muted',
          )}
        />
      </button>
    </div>
  );
}
