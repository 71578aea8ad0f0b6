import { samplePdf } from '../kyc/kyc-module';

/**
 * The seeded sample items' attachments are small generated PDFs (no binary files in the repository).
 * Seeding runs before file storage exists, so they are written on first download; the same file name
 * always gives the same bytes.
 */
export const COMPLIANCE_SAMPLE_KEY_PREFIX = 'compliance-samples/';

export function complianceSampleFile(fileName: string): Buffer {
  return samplePdf([
    fileName.replace(/\.pdf$/i, '').replace(/[-_]+/g, ' '),
    'VINO compliance office (sample document)',
    `File: ${fileName}`,
    'Generated with the platform seed; replace it by attaching the real document.',
  ]);
}
