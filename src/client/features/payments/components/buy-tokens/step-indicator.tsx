/** The three purchase steps (amount, payment, confirmation); the current one is marked for screen readers. */
import { IconCheck } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';

export type PurchaseStep = 'amount' | 'payment' | 'confirmation';

const STEPS: ReadonlyArray<{ id: PurchaseStep; label: string }> = [
  { id: 'amount', label: 'Amount' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmation', label: 'Confirmation' },
];

export function StepIndicator({ current }: { current: PurchaseStep }) {
  const currentIndex = STEPS.findIndex((s) => s.id === current);
  return (
    <ol aria-label="Purchase steps" className="flex items-center gap-2 sm:gap-3">
      {STEPS.map((step, index) => {
        const isDone = index < currentIndex;
        const isCurrent = index === currentIndex;
        return (
          <li key={step.id} aria-current={isCurrent ? 'step' : undefined} className="flex items-center gap-2 sm:gap-3">
            <span
              className={cn(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                isCurrent && 'border-gold bg-gold text-on-gold',
                isDone && 'border-success/50 bg-success-soft text-success',
                !isCurrent && !isDone && 'border-border text-fg-subtle',
              )}
            >
              {isDone ? <IconCheck size={16} /> : index + 1}
            </span>
            {/* Below 640 px only the current step is named, so the three fit 390 px. */}
            <span
              className={cn('text-sm', isCurrent ? 'font-semibold text-fg' : 'sr-only text-fg-muted sm:not-sr-only')}
            >
              {step.label}
            </span>
            {index < STEPS.length - 1 ? <span aria-hidden="true" className="h-px w-4 bg-border sm:w-10" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
