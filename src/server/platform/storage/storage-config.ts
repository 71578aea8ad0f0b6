import { z } from 'zod';
import type { S3StorageOptions } from './s3-file-storage';

/**
 * The file storage's environment (README configuration table): local disk under FILES_DIR unless
 * S3_BUCKET is set, then an S3-compatible bucket every instance shares.
 */
export const StorageEnvShape = {
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v))
    .optional(),
};

type StorageEnv = { [K in keyof typeof StorageEnvShape]?: z.infer<(typeof StorageEnvShape)[K]> };

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

/** Builds the storage configuration; returns the problems instead when the S3 settings are incomplete. */
export function storageConfigFrom(e: StorageEnv, filesDir: string): StorageConfig | { problems: string[] } {
  const problems: string[] = [];
  const hasKeyId = e.S3_ACCESS_KEY_ID !== undefined;
  if (hasKeyId !== (e.S3_SECRET_ACCESS_KEY !== undefined))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || hasKeyId))
    problems.push('  S3_BUCKET: must be set to store files in S3 (the other S3_* variables are set)');
  if (problems.length > 0) return { problems };
  if (!e.S3_BUCKET) return { kind: 'local', dir: filesDir };
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Self-hosted servers rarely have a DNS name per bucket; AWS itself prefers virtual hosts.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}
