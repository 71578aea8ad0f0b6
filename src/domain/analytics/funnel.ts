/**
 * The acquisition funnel as the page shows it: each step's share of the step before, and a note
 * where that share is not comparable. The first step (visits) comes from browsers' web-vitals
 * reports, a different source from the accounts behind the later steps: it is a fair base only when
 * visits were recorded for the whole period and there are at least as many as the sign-ups after it.
 */
import { funnelConversion } from './customer-value';

export interface FunnelStepInput {
  label: string;
  count: number;
}

export interface FunnelStepView {
  /** Percent of the step before; null on the first step or where it is not comparable. */
  conversion: number | null;
  /** Why the step's figure is not comparable; null when it is. */
  note: string | null;
}

/** The rule, for the funnel's "how is this computed" line. */
export const FUNNEL_RULE_TEXT =
  'Each step’s percentage is its share of the step before, so it is never over 100%: it reads “—” where the step before is empty, counts fewer, or (for visits) was recorded for only part of the period.';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * `firstStepSince` is when the first step began to be recorded at all (null: never), `periodStart`
 * the start of the period the counts cover.
 */
export function funnelSteps(
  steps: readonly FunnelStepInput[],
  firstStepSince: Date | null,
  periodStart: Date,
): FunnelStepView[] {
  const counts = steps.map((s) => s.count);
  const conversions = funnelConversion(counts);
  const first = steps[0];
  const partial = firstStepSince === null || firstStepSince > periodStart;
  const firstNote =
    first === undefined
      ? null
      : firstStepSince === null
        ? `no ${first.label.toLowerCase()}s recorded yet`
        : partial
          ? `${first.label.toLowerCase()}s recorded since ${day(firstStepSince)}`
          : steps[1] !== undefined && first.count < steps[1].count
            ? `fewer ${first.label.toLowerCase()}s recorded than ${steps[1].label.toLowerCase()}s`
            : null;
  return steps.map((s, i) => {
    if (i === 0) return { conversion: null, note: firstNote };
    const before = steps[i - 1]!;
    if (i === 1 && firstNote !== null) {
      return {
        conversion: null,
        note: `Not a share of ${before.label.toLowerCase()}s: ${firstNote}.`,
      };
    }
    const conversion = conversions[i] ?? null;
    if (conversion === null && before.count > 0) {
      return { conversion: null, note: `More than at ${before.label}, so not a share of it.` };
    }
    return { conversion, note: null };
  });
}
