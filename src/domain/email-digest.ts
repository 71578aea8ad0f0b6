import type { EmailFrequency } from './email-consent';

const DAY_MS = 86_400_000;

/** How long marketing mail is held before a person's digest goes (one digest per period at most). */
export const DIGEST_PERIOD_MS: Record<Exclude<EmailFrequency, 'immediate'>, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/**
 * The digest period a person's marketing mail waits, or null when it goes at once. Only a
 * frequency the person chose counts: the spec default (weekly) that the preferences page shows
 * before anyone saves would otherwise hold every newsletter for a week for people who never asked.
 */
export function digestPeriodMs(
  preferences: { frequency: EmailFrequency; frequencyChosen: boolean } | null | undefined,
): number | null {
  if (!preferences?.frequencyChosen || preferences.frequency === 'immediate') return null;
  return DIGEST_PERIOD_MS[preferences.frequency];
}

/** A digest is due once its oldest held item has waited the full period. */
export function digestIsDue(oldestHeldAt: Date, periodMs: number | null, now: Date): boolean {
  return periodMs === null || now.getTime() - oldestHeldAt.getTime() >= periodMs;
}
