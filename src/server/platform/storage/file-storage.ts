import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (documents, reports, images). One interface so the
 * embedded default (local disk) and an S3-compatible store are interchangeable.
 */
export interface FileStorage {
  readonly kind: 'local';
  put(key: string, content: Buffer | string): Promise<{ key: string; size: number }>;
  /** A stream of the file and its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments; anything that could leave the root is refused. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Local-disk storage under `root`. Writes go to a temporary file first, so readers never see half a file. */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(path.resolve(root), key);
  };
  return {
    kind: 'local',
    async put(key, content) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, target);
      return { key, size: (await stat(target)).size };
    },
    async open(key) {
      const target = resolve(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { stream: createReadStream(target), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
