import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { assertSafeKey, createLocalFileStorage } from './file-storage';

describe('local file storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vino-files-'));
  const storage = createLocalFileStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads back with its size, overwrites and removes a file', async () => {
    expect(await storage.put('documents/whitepaper.pdf', '%PDF-1.7 one')).toEqual({
      key: 'documents/whitepaper.pdf',
      size: 12,
    });
    let file = await storage.open('documents/whitepaper.pdf');
    expect(file?.size).toBe(12);
    expect(await text(file!.stream)).toBe('%PDF-1.7 one');

    await storage.put('documents/whitepaper.pdf', '%PDF-1.7 second');
    file = await storage.open('documents/whitepaper.pdf');
    expect(await text(file!.stream)).toBe('%PDF-1.7 second');

    await storage.remove('documents/whitepaper.pdf');
    expect(await storage.open('documents/whitepaper.pdf')).toBeNull();
  });

  it('answers null for a missing file or a folder', async () => {
    expect(await storage.open('nothing/here.txt')).toBeNull();
    await storage.put('folder/file.txt', 'x');
    expect(await storage.open('folder')).toBeNull();
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['../etc/passwd', '/abs/path', 'a/../../b', '', 'a//b', 'a/./b', 'spaces are bad']) {
      expect(() => assertSafeKey(key), key).toThrow('Invalid storage key');
    }
    await expect(storage.put('../escape.txt', 'x')).rejects.toThrow('Invalid storage key');
  });
});
