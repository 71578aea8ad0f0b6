import { describe, expect, it } from 'vitest';
import { BatchedLogStream } from './batched-log-stream';

function recordingDestination() {
  const writes: string[] = [];
  let syncFlushes = 0;
  return {
    writes,
    syncFlushes: () => syncFlushes,
    destination: { write: (text: string) => writes.push(text), flushSync: () => void syncFlushes++ },
  };
}

describe('batched log stream', () => {
  it('hands the lines over in one write once the batch is long enough, in order', () => {
    const { writes, destination } = recordingDestination();
    const stream = new BatchedLogStream(destination, 20);
    stream.write('{"a":1}\n');
    stream.write('{"b":2}\n');
    expect(writes).toEqual([]);
    stream.write('{"c":3}\n');
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n{"c":3}\n']);
  });

  it('writes what is left on flush, and flushes the destination too on flushSync', () => {
    const { writes, destination, syncFlushes } = recordingDestination();
    const stream = new BatchedLogStream(destination, 8192);
    stream.flush();
    expect(writes).toEqual([]);
    stream.write('{"a":1}\n');
    stream.flush();
    expect(writes).toEqual(['{"a":1}\n']);
    stream.write('{"b":2}\n');
    stream.flushSync();
    expect(writes).toEqual(['{"a":1}\n', '{"b":2}\n']);
    expect(syncFlushes()).toBe(1);
  });
});
