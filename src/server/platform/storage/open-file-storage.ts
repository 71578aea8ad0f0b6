import { createLocalFileStorage, type FileStorage } from './file-storage';
import type { StorageConfig } from './storage-config';

/** The configured storage: local disk, or the S3 driver (whose SDK is only loaded then). */
export async function openFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return createLocalFileStorage(config.dir);
  const { createS3FileStorage } = await import('./s3-file-storage');
  return createS3FileStorage(config);
}
