import { countdownParts } from '../../../../domain/countdown';
import { useNow } from './use-now';

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

/**
 * Presale countdown to the server's end time, ticking locally each second. The ticking digits are
 * hidden from screen readers (announcing every second is noise); a whole-minute summary is read instead.
 */
export function Countdown({ endsAt }: { endsAt: string }) {
  const now = useNow(1_000);
  const endMs = Date.parse(endsAt);
  const parts = countdownParts(Number.isNaN(endMs) ? now : endMs, now);

  if (parts.isOver) {
    return <p className="text-lg font-semibold text-gold-strong">The presale has ended.</p>;
  }

  const summary = `${parts.days} days, ${parts.hours} hours and ${parts.minutes} minutes left`;
  return (
    <div role="timer" aria-live="off" aria-label={`Presale ends in ${summary}`}>
      <p className="mb-2 text-xs font-semibold uppercase tracking-[0.16em] text-fg-subtle" aria-hidden="true">
        Presale ends in
      </p>
      <ol className="grid grid-cols-4 gap-2 sm:gap-3" aria-hidden="true">
        {UNITS.map(({ key, label }) => (
          <li key={key} className="rounded-xl border border-border bg-surface-2/80 px-1 py-2.5 text-center sm:py-3">
            <span className="block font-display text-2xl font-semibold tabular-nums text-fg sm:text-3xl">
              {String(parts[key]).padStart(2, '0')}
            </span>
            <span className="text-[0.7rem] uppercase tracking-wider text-fg-subtle sm:text-xs">{label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
