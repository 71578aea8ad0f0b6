import { kycApiPaths } from '../../src/contracts/kyc';
import { samplePdf, samplePng } from '../../src/server/modules/kyc/kyc-sample-files';
import type { TestApp } from '../setup/test-app';

export interface KycPart {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: KycPart[]): { body: Buffer; contentType: string } {
  const boundary = `----vino-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

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
