import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, S3RVER_KEY, type TestS3Server } from '../../../../tests/setup/s3-server';
import { assertSafeKey, createLocalFileStorage, type FileStorage } from './file-storage';
import { openFileStorage } from './open-file-storage';
import { createS3FileStorage, type S3StorageOptions } from './s3-file-storage';

/** One suite, run on both drivers: the modules cannot tell them apart. */
function describeStorage(name: string, open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>) {
  describe(name, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close());

    it('stores, reads back with its size, overwrites and removes a file', async () => {
      expect(await storage.put('documents/whitepaper.pdf', '%PDF-1.7 one')).toEqual({
        key: 'documents/whitepaper.pdf',
        size: 12,
      });
      let file = await storage.open('documents/whitepaper.pdf');
      expect(file?.size).toBe(12);
      expect(await text(file!.stream)).toBe('%PDF-1.7 one');

      await storage.put('documents/whitepaper.pdf', Buffer.from('%PDF-1.7 second'));
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

    it('lists every stored file with its size', async () => {
      await storage.put('kyc/a/passport.png', Buffer.alloc(300, 1));
      const listed = [];
      for await (const file of storage.list()) listed.push(file);
      expect(listed).toEqual(
        expect.arrayContaining([
          { key: 'kyc/a/passport.png', size: 300 },
          { key: 'folder/file.txt', size: 1 },
        ]),
      );
      expect(listed.map((f) => f.key)).not.toContain('documents/whitepaper.pdf');
    });

    it('refuses keys that could leave the storage root', async () => {
      for (const key of ['../etc/passwd', '/abs/path', 'a/../../b', '', 'a//b', 'a/./b', 'spaces are bad']) {
        expect(() => assertSafeKey(key), key).toThrow('Invalid storage key');
      }
      await expect(storage.put('../escape.txt', 'x')).rejects.toThrow('Invalid storage key');
      await expect(storage.open('../escape.txt')).rejects.toThrow('Invalid storage key');
    });
  });
}

describeStorage('local file storage', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vino-files-'));
  return { storage: createLocalFileStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});

describeStorage('S3 file storage (s3rver)', async () => {
  const server = await startS3Server();
  const storage = await openFileStorage({ kind: 's3', ...optionsFor(server) });
  expect(storage.kind).toBe('s3');
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
});

function optionsFor(server: TestS3Server): S3StorageOptions {
  return {
    endpoint: server.endpoint,
    bucket: server.bucket,
    region: 'us-east-1',
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    forcePathStyle: true,
  };
}

describe('S3 file storage refusing a bad configuration', () => {
  let server: TestS3Server;
  beforeAll(async () => (server = await startS3Server()));
  afterAll(() => server.close());

  it('says the bucket does not exist', async () => {
    await expect(createS3FileStorage({ ...optionsFor(server), bucket: 'no-such-bucket' })).rejects.toThrow(
      `S3 storage: the bucket s3://no-such-bucket at ${server.endpoint} does not exist; create it first (S3_BUCKET).`,
    );
  });

  it('says the credentials were refused', async () => {
    const wrong = { accessKeyId: 'WRONG', secretAccessKey: 'WRONG-SECRET' };
    await expect(createS3FileStorage({ ...optionsFor(server), credentials: wrong })).rejects.toThrow(
      'refused the credentials; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  });
});
