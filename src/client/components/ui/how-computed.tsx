import { useId, useState } from 'react';
import { howComputed, METRICS, type MetricName } from '../../../domain/metrics/metric-catalogue';
import { cn } from '../../lib/cn';

/**
 * "How is this computed" for one catalogue metric: a button (keyboard reachable, aria-expanded) that
 * shows the catalogue's sentence. The text is read from the catalogue so a screen never re-types it.
 */
export function HowComputed({ metric, className }: { metric: MetricName; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className={cn('mt-1 block font-sans text-xs font-normal', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`How is this computed: ${METRICS[metric].label}`}
        onClick={() => setOpen((v) => !v)}
        className="rounded text-fg-muted underline decoration-dotted underline-offset-2 hover:text-fg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        How is this computed
      </button>
      <span id={id} role="note" hidden={!open} className="mt-1 block text-fg-muted">
        {howComputed(metric)}
      </span>
    </span>
  );
}
