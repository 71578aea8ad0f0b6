import {
  SYSTEM_STATUS_NAMES,
  type ConnectionStatus,
  type InstanceStatus,
  type SystemStatus,
  type SystemStatusData,
  type SystemStatusName,
} from '../../../contracts/realtime';
import { REALTIME_PING_TIMEOUT_MS, SYSTEM_STATUS_INTERVAL_MS } from '../../../domain/realtime';

/** A probe answers the state of one service; the monitor times it when it gives no latency. */
export type StatusProbe = () => Promise<{ status: ConnectionStatus; latencyMs?: number | null }>;

/** How often the services are checked while someone watches; a change is published at once. */
export const SYSTEM_STATUS_CHECK_MS = 5_000;

/**
 * Measures the four services of the system status panel (Main API, Price Feed, Trading Engine,
 * Notifications) for real and publishes them on `system_status`: every SYSTEM_STATUS_INTERVAL_MS and
 * whenever a status changes. It only runs while this instance has subscribers to the channel.
 * A service nobody registered a probe for reads disconnected: nothing is claimed that was not measured.
 * The instance figures (connections, uptime) ride along but do not count as a change: they would
 * publish on every socket that opens.
 */
export class SystemStatusMonitor {
  private readonly probes = new Map<SystemStatusName, StatusProbe>();
  private timer: NodeJS.Timeout | undefined;
  private lastPublished: SystemStatusData | undefined;
  private lastPublishedAt = 0;
  private isChecking = false;

  constructor(
    private readonly publish: (data: SystemStatusData) => void,
    /** This instance's live connections and uptime, read at every measurement. */
    private readonly readInstance: () => InstanceStatus,
  ) {}

  registerProbe(name: SystemStatusName, probe: StatusProbe): void {
    this.probes.set(name, probe);
  }

  /** Measures every service now. */
  async measure(): Promise<SystemStatusData> {
    const services = await Promise.all(SYSTEM_STATUS_NAMES.map((name) => this.measureOne(name)));
    return {
      // Operator spec section 4: operational if any connection is up, else degraded.
      overall: services.some((s) => s.status === 'connected') ? 'operational' : 'degraded',
      services,
      instance: this.readInstance(),
    };
  }

  /** Starts or stops the periodic check (the hub calls it as the channel gains/loses subscribers). */
  setActive(isActive: boolean): void {
    if (isActive && !this.timer) {
      this.timer = setInterval(() => void this.check(), SYSTEM_STATUS_CHECK_MS);
      this.timer.unref();
    } else if (!isActive && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
      this.lastPublished = undefined;
    }
  }

  /** Measures and publishes when something changed or the interval has passed. */
  async check(): Promise<void> {
    if (this.isChecking) return;
    this.isChecking = true;
    try {
      const data = await this.measure();
      if (!this.timer) return;
      const hasChanged = !this.lastPublished || statusKey(this.lastPublished) !== statusKey(data);
      if (hasChanged || Date.now() - this.lastPublishedAt >= SYSTEM_STATUS_INTERVAL_MS) {
        this.remember(data);
        this.publish(data);
      }
    } finally {
      this.isChecking = false;
    }
  }

  /** The snapshot a new subscriber receives also counts as the state it was told. */
  remember(data: SystemStatusData): void {
    this.lastPublished = data;
    this.lastPublishedAt = Date.now();
  }

  stop(): void {
    this.setActive(false);
  }

  private async measureOne(name: SystemStatusName): Promise<SystemStatus> {
    const probe = this.probes.get(name);
    const timestamp = () => new Date().toISOString();
    if (!probe) return { name, status: 'disconnected', latencyMs: null, timestamp: timestamp() };
    const started = performance.now();
    try {
      const result = await withTimeout(probe(), REALTIME_PING_TIMEOUT_MS);
      const latencyMs = result.status === 'connected' ? (result.latencyMs ?? performance.now() - started) : null;
      return {
        name,
        status: result.status,
        latencyMs: latencyMs === null ? null : round(latencyMs),
        timestamp: timestamp(),
      };
    } catch {
      return { name, status: 'error', latencyMs: null, timestamp: timestamp() };
    }
  }
}

function statusKey(data: SystemStatusData): string {
  return data.services.map((s) => `${s.name}=${s.status}`).join(',');
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('probe timed out')), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
