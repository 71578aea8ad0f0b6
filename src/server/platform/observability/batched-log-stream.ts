/** What the batch is handed to: pino's destination (sonic-boom in buffer mode), or anything with the same calls. */
export interface LogDestination {
  write(bytes: Buffer): unknown;
  flushSync(): void;
}

/** The most bytes one UTF-16 code unit of a line can take in UTF-8. */
const MAX_BYTES_PER_UNIT = 3;

/**
 * Gathers log lines, encoded, into one Buffer and hands it to the destination once `minBytes` have
 * accumulated, or on flush() (issue 17). Each line is encoded once, straight into the batch. Gathering
 * them in a string instead (the previous version) made every batch cost three more passes over it in
 * sonic-boom: measuring its byte length, encoding it for the write, and encoding it again to find what
 * was left after the write. sonic-boom, given Buffers (its `contentMode: 'buffer'`), keeps its
 * handling of EAGAIN, broken pipes and synchronous flushing and sees one write per batch.
 */
export class BatchedLogStream {
  private batch: Buffer;
  private used = 0;

  constructor(
    private readonly destination: LogDestination,
    private readonly minBytes: number,
  ) {
    this.batch = Buffer.allocUnsafe(minBytes * 4);
  }

  write(line: string): boolean {
    const room = this.batch.length - this.used;
    if (line.length * MAX_BYTES_PER_UNIT > room) {
      this.flush();
      // A line longer than a whole batch (a failed request's full entry never is, but a logged
      // object could be) goes on its own.
      if (line.length * MAX_BYTES_PER_UNIT > this.batch.length) {
        this.destination.write(Buffer.from(line));
        return true;
      }
    }
    this.used += this.batch.write(line, this.used);
    if (this.used >= this.minBytes) this.flush();
    return true;
  }

  /**
   * Hands what has accumulated to the destination (which writes it at once when synchronous). The
   * batch handed over is never written into again: a destination that could not write all of it
   * keeps the rest for later.
   */
  flush(): void {
    if (this.used === 0) return;
    const bytes = this.batch.subarray(0, this.used);
    this.batch = Buffer.allocUnsafe(this.batch.length);
    this.used = 0;
    this.destination.write(bytes);
  }

  /** flush(), and the destination's own buffer written before returning (at exit). */
  flushSync(): void {
    this.flush();
    this.destination.flushSync();
  }
}
