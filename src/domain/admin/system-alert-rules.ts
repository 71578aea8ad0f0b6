/**
 * Thresholds of the admin overview and of the system alert rules, shared by the server
 * (which evaluates them) and the client (which explains them).
 */

/** A revenue row at or above this many USD shows as a large_transaction in the recent activity. */
export const LARGE_TRANSACTION_USD = 10_000;
/** A KYC submission waiting longer than this raises a compliance alert. */
export const KYC_WAIT_ALERT_HOURS = 48;
/** Wine appraisals due within this many days count on the Wine Appraisals tile (spec: DUE SOON). */
export const APPRAISAL_DUE_SOON_DAYS = 30;
/** The sign-in throttle refusing this many different addresses within the window is a burst. */
export const SIGN_IN_BURST_ADDRESSES = 5;
export const SIGN_IN_BURST_WINDOW_MS = 15 * 60_000;
/** How often the scheduled rules run (job queue). */
export const ALERT_RULES_INTERVAL_MS = 60_000;
/**
 * After an admin resolves an alert whose condition still holds (ratio still low, appraisal still
 * overdue), the scheduled rules wait this long before raising it again, so Resolve is not undone
 * within a minute. Events (a new webhook failure, a new job failure) raise again at once.
 */
export const RESOLVED_QUIET_MS = 24 * 3_600_000;
/**
 * Event rules write at most once per condition in this interval; what happens meanwhile is counted
 * in memory and added to the alert's occurrences with the next write. So a flood of forged webhook
 * calls (not rate-limited) or throttled sign-ins cannot turn into a flood of database writes.
 */
export const EVENT_WRITE_INTERVAL_MS = 5_000;

/**
 * Distinct client addresses seen within a sliding window (the addresses the sign-in throttle
 * refused). Pure: the caller passes the time.
 */
export class AddressWindow {
  /** Address → last seen, in the order last seen (oldest first). */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    /** Memory bound under a very wide attack: the oldest addresses are dropped first. */
    private readonly maxAddresses = 10_000,
  ) {}

  /** Records `address` at `nowMs` and returns the distinct addresses still inside the window. */
  add(address: string, nowMs: number): string[] {
    this.seen.delete(address);
    this.seen.set(address, nowMs);
    if (this.seen.size > this.maxAddresses) this.seen.delete(this.seen.keys().next().value!);
    return this.current(nowMs);
  }

  current(nowMs: number): string[] {
    for (const [address, at] of this.seen) {
      if (nowMs - at < this.windowMs) break;
      this.seen.delete(address);
    }
    return [...this.seen.keys()];
  }

  clear(): void {
    this.seen.clear();
  }
}
