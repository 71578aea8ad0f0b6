import { kycApiPaths } from '../../src/contracts/kyc';
import { samplePdf, samplePng } from '../../src/server/modules/kyc/kyc-sample-files';
import type { TestApp } from '../setup/test-app';
import { multipart, type FilePart } from './multipart';

/** One file of a KYC submission. */
export type KycPart = FilePart;

export const kycPng = samplePng(1);
export const kycPdf = samplePdf(['Proof of address', 'Test']);

/** Both documents, valid. */
export const goodKycParts = (): KycPart[] => [
  { field: 'identity', fileName: 'passport.png', contentType: 'image/png', bytes: kycPng },
  { field: 'address', fileName: 'bill.pdf', contentType: 'application/pdf', bytes: kycPdf },
];

/** Submits KYC documents through the API as the signed-in `cookie` (none: anonymous). */
export function submitKyc(t: TestApp, cookie: string | undefined, parts: KycPart[] = goodKycParts()) {
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: kycApiPaths.submissions,
    payload: body,
    headers: { origin: t.config.publicUrl, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}
