const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The serials of a statement's leaves in tree order, packed: their UTF-8 bytes end to end and where
 * each starts (about 26 bytes a bottle, where a Map of strings costs over a hundred). Serials arrive
 * strictly increasing in byte order (ADR 012), so a lookup is a binary search over the bytes.
 */
export class SerialIndex {
  private bytes = new Uint8Array(64 * 1024);
  private starts = new Uint32Array(4096);
  private used = 0;
  size = 0;

  append(serial: string): void {
    const encoded = encoder.encode(serial);
    if (this.used + encoded.length > this.bytes.length) this.bytes = grown(this.bytes, this.used + encoded.length);
    if (this.size + 2 > this.starts.length) this.starts = grown(this.starts, this.size + 2);
    this.starts[this.size] = this.used;
    this.bytes.set(encoded, this.used);
    this.used += encoded.length;
    this.size += 1;
    this.starts[this.size] = this.used;
  }

  at(index: number): string {
    return decoder.decode(this.serialBytes(index));
  }

  /** The leaf index of `serial`, or -1. */
  indexOf(serial: string): number {
    const wanted = encoder.encode(serial);
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = compareBytes(this.serialBytes(middle), wanted);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  private serialBytes(index: number): Uint8Array {
    return this.bytes.subarray(this.starts[index]!, this.starts[index + 1]!);
  }
}

function grown<T extends Uint8Array | Uint32Array>(array: T, atLeast: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(atLeast, array.length * 2));
  bigger.set(array);
  return bigger;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
