/**
 * A public channel that carries a state read from the database (the reserve channels: wine
 * valuations, vaults, backing ratio, staking). While this instance has subscribers it reads the
 * state every CHANGE_FEED_CHECK_MS and publishes it when it differs from what it last told them; a
 * new subscriber gets the current state as its snapshot.
 *
 * Why read and compare rather than publish from every write: the state changes through many
 * modules (purchases mint, redemptions burn, staking, admin edits of wine and vaults, other app
 * instances), and a comparison catches them all without each writer knowing the channel. Each
 * instance compares and publishes to its own sockets only, so Redis fan-out never doubles a message.
 */

/** How often a watched channel's state is read; one small query per channel while someone listens. */
export const CHANGE_FEED_CHECK_MS = 3_000;

export class ChangeFeed<T> {
  private timer: NodeJS.Timeout | undefined;
  private lastKey: string | undefined;
  private isChecking = false;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly publish: (data: T) => void,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly intervalMs = CHANGE_FEED_CHECK_MS,
  ) {}

  /** The state now, remembered as told (the hub sends it as the subscriber's snapshot). */
  async snapshot(): Promise<T> {
    const data = await this.read();
    this.lastKey = JSON.stringify(data);
    return data;
  }

  /** Starts or stops the periodic read (the hub calls it as the channel gains/loses subscribers). */
  setActive(isActive: boolean): void {
    if (isActive && !this.timer) {
      this.timer = setInterval(() => void this.check(), this.intervalMs);
      this.timer.unref();
    } else if (!isActive && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
      this.lastKey = undefined;
    }
  }

  /** Reads the state and publishes it if it changed since the last snapshot or message. */
  async check(): Promise<void> {
    if (this.isChecking) return;
    this.isChecking = true;
    try {
      const data = await this.read();
      const key = JSON.stringify(data);
      if (!this.timer || key === this.lastKey) return;
      this.lastKey = key;
      this.publish(data);
    } catch (error) {
      this.onError(error);
    } finally {
      this.isChecking = false;
    }
  }

  stop(): void {
    this.setActive(false);
  }
}
