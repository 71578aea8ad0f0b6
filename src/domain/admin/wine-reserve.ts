/**
 * Rules of Admin → Wine Assets (operator spec sections 4 and 9): the appraisal
 * schedule states, tokenization at USD 1 per VINO, and the full-backing rule every reserve change
 * is checked against. Money stays fixed point: cents for values, 8 decimals for VINO.
 */
import { formatDecimal, parseDecimal, percentage, USD_SCALE } from '../money';
import { APPRAISAL_DUE_SOON_DAYS } from './system-alert-rules';

export { APPRAISAL_DUE_SOON_DAYS };

/** VINO amounts carry 8 decimals (token_supply_events.amount). */
export const VINO_SCALE = 8;
const CENTS_TO_VINO_UNITS = 10n ** BigInt(VINO_SCALE - USD_SCALE);

export type AppraisalStatus = 'overdue' | 'due_soon' | 'current' | 'unscheduled';

const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both 'YYYY-MM-DD', read as UTC calendar days). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Spec section 4: overdue when the date is past, DUE SOON when 0 to 30 days remain, otherwise
 * CURRENT. An asset with no next appraisal set is unscheduled (Schedule sets one).
 */
export function appraisalStatus(
  nextAppraisal: string | null,
  today: string,
): { status: AppraisalStatus; days: number | null } {
  if (!nextAppraisal) return { status: 'unscheduled', days: null };
  const days = daysUntil(nextAppraisal, today);
  if (days < 0) return { status: 'overdue', days };
  return { status: days <= APPRAISAL_DUE_SOON_DAYS ? 'due_soon' : 'current', days };
}

/** USD 1 per VINO: tokens issued for an asset = current value x bottles, to the cent. */
export function tokensForAsset(a: { currentValue: string; bottleCount: number }): string {
  return formatDecimal(parseDecimal(a.currentValue, USD_SCALE) * BigInt(a.bottleCount), USD_SCALE);
}

/** The reserve and the supply, both as the decimal strings /api/v1/reserves is computed from. */
export interface ReserveState {
  reserveValueUsd: string;
  circulatingSupply: string;
}

/** A change to the reserve (USD, may be negative) and to the supply (VINO minted, may be 0). */
export interface ReserveChange {
  reserveDeltaUsd: string;
  supplyDeltaVino: string;
}

export interface BackingOutcome {
  /** Backing ratio after the change, percent with one decimal (as /api/v1/reserves reports it). */
  ratioPct: string;
  /** reserve >= supply x USD 1, compared exactly (not on the rounded percentage). */
  isFullyBacked: boolean;
}

/** The backing ratio a change would leave. With no VINO in circulation the reserve backs nothing: fully backed. */
export function backingAfter(state: ReserveState, change: ReserveChange): BackingOutcome {
  const reserve =
    (parseDecimal(state.reserveValueUsd, USD_SCALE) + parseDecimal(change.reserveDeltaUsd, USD_SCALE)) *
    CENTS_TO_VINO_UNITS;
  const supply = parseDecimal(state.circulatingSupply, VINO_SCALE) + parseDecimal(change.supplyDeltaVino, VINO_SCALE);
  return {
    ratioPct: percentage(reserve, supply, 1),
    isFullyBacked: supply <= 0n || reserve >= supply,
  };
}

/** The refusal every operation that would leave VINO under-backed answers with (HTTP 409). */
export function underBackedMessage(ratioPct: string): string {
  return `Refused: this would take the backing ratio to ${ratioPct}%, under 100%. Every VINO in circulation must stay backed by at least USD 1 of wine in the reserve.`;
}

/** Total value change of an asset when its per-bottle value or bottle count changes (USD, signed). */
export function valueDelta(
  before: { currentValue: string; bottleCount: number },
  after: { currentValue: string; bottleCount: number },
): string {
  const total = (a: { currentValue: string; bottleCount: number }) =>
    parseDecimal(a.currentValue, USD_SCALE) * BigInt(a.bottleCount);
  return formatDecimal(total(after) - total(before), USD_SCALE);
}
