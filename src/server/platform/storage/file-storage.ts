import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (documents, reports, images). One interface so the
 * embedded default (local disk) and an S3-compatible store are interchangeable.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Where the files are, for the operator (system status, backups): a folder or an S3 bucket. */
  readonly location: string;
  put(key: string, content: Buffer | string): Promise<{ key: string; size: number }>;
  /** A stream of the file and its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every stored file, in no particular order (backups copy them all). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Lets go of connections (the app's onClose). */
  close(): void;
}

/** The storage cannot be used as configured (no such bucket, refused credentials, unreachable). */
export class StorageConfigError extends Error {}

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
    location: path.resolve(root),
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
    async *list() {
      const base = path.resolve(root);
      let entries;
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch {
        return; // No file was ever stored: the folder does not exist yet.
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // A write in progress (its temporary file) or anything not written through put().
        if (key.endsWith('.tmp') || !KEY_PATTERN.test(key)) continue;
        yield { key, size: (await stat(path.join(base, key))).size };
      }
    },
    close() {},
  };
}
