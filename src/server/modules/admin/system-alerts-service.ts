import type { Database } from '../../db/client';
import {
  AddressWindow,
  EVENT_WRITE_INTERVAL_MS,
  RESOLVED_QUIET_MS,
  SIGN_IN_BURST_ADDRESSES,
  SIGN_IN_BURST_WINDOW_MS,
} from '../../../domain/admin/system-alert-rules';
import type { FailedJob } from '../../platform/jobs/job-queue';
import {
  adminNewAddressAlert,
  failedJobAlert,
  paymentWebhookAlert,
  SCHEDULED_RULES,
  signInBurstAlert,
} from './alert-rules';
import { findProfileById } from '../profiles/profiles-module';
import { countSignInsByAddress } from '../telemetry/telemetry-module';
import { lastResolvedAt, upsertOpenAlert, type NewSystemAlert } from './system-alerts-repository';

export interface AlertLog {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/**
 * Raises system alerts: the scheduled rules (evaluateScheduledRules, run by the job queue) and the
 * event rules (the on* methods, called by hooks where things happen). A failing rule is logged and
 * never breaks the request or job that triggered it.
 */
export class SystemAlertService {
  private readonly throttledAddresses = new AddressWindow(SIGN_IN_BURST_WINDOW_MS);
  /** Event rules: when each condition was last written, and what was seen since (not yet written). */
  private readonly eventWrites = new Map<string, { at: number; unwritten: number }>();

  constructor(
    private readonly db: Database,
    private readonly log: AlertLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Raises `alert` unless its condition already has an open alert (then it only counts) or, when
   * `quietMs` > 0, an admin resolved it less than `quietMs` ago. Returns whether a new alert was created.
   */
  async raise(alert: NewSystemAlert, quietMs: number, occurrences = 1): Promise<boolean> {
    if (quietMs > 0) {
      const resolvedAt = await lastResolvedAt(this.db, alert.dedupKey);
      if (resolvedAt && this.now().getTime() - resolvedAt.getTime() < quietMs) return false;
    }
    const { created } = await upsertOpenAlert(this.db, alert, occurrences);
    if (created) this.log.warn({ rule: alert.rule, dedupKey: alert.dedupKey }, 'system alert raised');
    return created;
  }

  /**
   * An event rule's raise: at most one write per condition every EVENT_WRITE_INTERVAL_MS; events in
   * between are counted and added to the occurrences with the next write.
   */
  private async raiseEvent(alert: NewSystemAlert, quietMs: number): Promise<void> {
    const now = this.now().getTime();
    const last = this.eventWrites.get(alert.dedupKey);
    if (last && now - last.at < EVENT_WRITE_INTERVAL_MS) {
      last.unwritten++;
      return;
    }
    this.eventWrites.delete(alert.dedupKey);
    this.eventWrites.set(alert.dedupKey, { at: now, unwritten: 0 });
    if (this.eventWrites.size > 1_000) this.eventWrites.delete(this.eventWrites.keys().next().value!);
    await this.raise(alert, quietMs, 1 + (last?.unwritten ?? 0));
  }

  /** One round of the scheduled rules; returns how many new alerts it raised. */
  async evaluateScheduledRules(): Promise<number> {
    let raised = 0;
    const ctx = { db: this.db, now: this.now() };
    for (const rule of SCHEDULED_RULES) {
      try {
        for (const alert of await rule.evaluate(ctx)) if (await this.raise(alert, RESOLVED_QUIET_MS)) raised++;
      } catch (err) {
        this.log.error({ rule: rule.rule, err }, 'alert rule failed');
      }
    }
    return raised;
  }

  async onJobFailed(job: FailedJob): Promise<void> {
    await this.safely('failed_jobs', () =>
      this.raiseEvent(failedJobAlert(job.queue, `after ${job.attempts} attempts`, job.error, [job.id]), 0),
    );
  }

  async onWebhookFailure(e: { provider: string; status: number; requestId: string; path: string }): Promise<void> {
    await this.safely('payment_webhook', () => this.raiseEvent(paymentWebhookAlert(e), 0));
  }

  /** The sign-in throttle refused `ip`; enough distinct addresses within the window is a burst. */
  async onSignInThrottled(ip: string): Promise<void> {
    const addresses = this.throttledAddresses.add(ip, this.now().getTime());
    if (addresses.length < SIGN_IN_BURST_ADDRESSES) return;
    await this.safely('sign_in_burst', () => this.raiseEvent(signInBurstAlert(addresses), SIGN_IN_BURST_WINDOW_MS));
  }

  /**
   * A successful sign-in (already recorded as a sign_in activity with its address). An admin with
   * earlier sign-ins, none from `ip`, raises admin_new_address; the very first sign-in only
   * records the baseline.
   */
  async onSignIn(userId: string, ip: string): Promise<void> {
    await this.safely('admin_new_address', async () => {
      const profile = await findProfileById(this.db, userId);
      if (profile?.role !== 'admin') return;
      const seen = await countSignInsByAddress(this.db, userId);
      const fromHere = seen.find((s) => s.ip === ip)?.n ?? 0;
      const known = seen.filter((s) => s.ip !== ip).map((s) => s.ip);
      // This sign-in is already recorded: a new address is one seen exactly once, with others before it.
      if (fromHere === 1 && known.length > 0)
        await this.raise(adminNewAddressAlert({ id: userId, email: profile.email }, ip, known), 0);
    });
  }

  private async safely(rule: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (err) {
      this.log.error({ rule, err }, 'alert rule failed');
    }
  }
}
