import { createReadStream } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReserveLeaf } from '../../../domain/reserve/reserve-leaf';
import { leafFromWire, leafToWire, type LeafWire } from '../../../domain/reserve/reserve-wire';
import { SerialIndex } from './serial-index';

/**
 * A statement's leaf set kept on disk, not in memory: written a page at a time as the register is
 * read for the tree, so a million bottles never sit in the heap. The file holds the leaves' JSON,
 * comma-separated, in tree order; `starts` says where each begins (a proof reads one leaf back), and
 * the serial index finds a bottle's leaf. The download streams the file between a header and `]}`.
 */
export class LeafSetFile {
  readonly serials = new SerialIndex();
  private starts = new Float64Array(4096);
  private bytes = 0;
  private writing: Promise<FileHandle>;

  constructor(readonly file: string) {
    this.writing = open(file, 'w');
  }

  static in(directory: string, name: string): LeafSetFile {
    return new LeafSetFile(path.join(directory, name));
  }

  get size(): number {
    return this.serials.size;
  }

  /** Appends one page of leaves (in tree order) to the file and the index. */
  async append(page: readonly ReserveLeaf[]): Promise<void> {
    if (page.length === 0) return;
    const parts: string[] = [];
    for (const leaf of page) {
      const json = (this.serials.size === 0 ? '' : ',') + JSON.stringify(leafToWire(leaf));
      if (this.serials.size + 1 >= this.starts.length) {
        const bigger = new Float64Array(this.starts.length * 2);
        bigger.set(this.starts);
        this.starts = bigger;
      }
      // A leaf starts after its separating comma.
      this.starts[this.serials.size] = this.bytes + (this.serials.size === 0 ? 0 : 1);
      this.bytes += Buffer.byteLength(json);
      this.serials.append(leaf.serial);
      parts.push(json);
    }
    this.starts[this.serials.size] = this.bytes;
    await (await this.writing).write(parts.join(''));
  }

  /** Closes the file once the last page is in. */
  async finish(): Promise<void> {
    await (await this.writing).close();
  }

  async leafAt(index: number): Promise<ReserveLeaf> {
    const start = this.starts[index]!;
    const end = index + 1 < this.serials.size ? this.starts[index + 1]! - 1 : this.bytes;
    const handle = await open(this.file, 'r');
    try {
      const buffer = Buffer.alloc(end - start);
      await handle.read(buffer, 0, buffer.length, start);
      return leafFromWire(JSON.parse(buffer.toString('utf8')) as LeafWire);
    } finally {
      await handle.close();
    }
  }

  /** The leaf set document (ReserveLeafSetSchema) as a stream, and its length in bytes. */
  download(statementSequence: number): { body: Readable; length: number } {
    const head = `{"statement_sequence":${statementSequence},"leaves":[`;
    const tail = ']}';
    const file = this.file;
    async function* parts() {
      yield head;
      yield* createReadStream(file);
      yield tail;
    }
    return { body: Readable.from(parts()), length: Buffer.byteLength(head) + this.bytes + tail.length };
  }

  async remove(): Promise<void> {
    await (await this.writing.catch(() => null))?.close().catch(() => undefined);
    await rm(this.file, { force: true });
  }
}
