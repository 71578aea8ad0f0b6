import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KYC_ERROR_CODES, KYC_MESSAGES, KycSubmissionSchema, MyKycSchema, kycApiPaths } from '../../../contracts/kyc';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '../../../domain/kyc/kyc-documents';
import type { Guards } from '../../platform/auth/guards';
import { AppError, badRequest } from '../../platform/http/app-error';
import {
  contentDisposition,
  FILE_TOO_LARGE_CODE,
  MALFORMED_MULTIPART_CODES,
} from '../../platform/uploads/upload-files';
import { getKycDocumentFile } from './get-kyc-document-file';
import { getMyKyc } from './get-my-kyc';
import { requestMeta, type KycContext } from './kyc-context';
import { optOutOfSandboxKyc } from './opt-out-of-sandbox-kyc';
import { submitKycDocuments, type UploadedKycFile } from './submit-kyc-documents';

const isKind = (name: string): name is KycDocumentKind => (KYC_DOCUMENT_KINDS as readonly string[]).includes(name);

/** The multipart body: one file in each of the fields `identity` and `address`, nothing else. */
async function readUploadedFiles(request: FastifyRequest): Promise<Partial<Record<KycDocumentKind, UploadedKycFile>>> {
  const files: Partial<Record<KycDocumentKind, UploadedKycFile>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!isKind(part.fieldname) || files[part.fieldname]) {
        await part.toBuffer();
        throw badRequest(KYC_MESSAGES.missingDocuments);
      }
      files[part.fieldname] = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === FILE_TOO_LARGE_CODE) throw new AppError(413, KYC_ERROR_CODES.tooLarge, KYC_MESSAGES.tooLarge);
    if (code && MALFORMED_MULTIPART_CODES.has(code)) throw badRequest(KYC_MESSAGES.missingDocuments);
    throw error;
  }
  return files;
}

/** The investor's own KYC: status, submission, the sandbox opt-out, and reading a document. */
export function registerKycRoutes(app: FastifyInstance, deps: { ctx: KycContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    kycApiPaths.mine,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags: ['kyc'],
        summary: 'My identity verification (KYC) and latest submission',
        response: { 200: MyKycSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getMyKyc(ctx, await guards.requireUser(request));
    },
  );

  r.post(
    kycApiPaths.submissions,
    {
      onRequest: guards.onlyUsers(),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['kyc'],
        summary:
          'Submit KYC documents (multipart: files `identity` and `address`; PDF, JPEG or PNG by content; 10 MB each)',
        consumes: ['multipart/form-data'],
        response: { 201: KycSubmissionSchema },
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const files = await readUploadedFiles(request);
      return reply.status(201).send(await submitKycDocuments(ctx, user, files, requestMeta(request)));
    },
  );

  r.post(
    kycApiPaths.sandboxOptOut,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags: ['kyc'],
        summary: 'Demo mode: drop the sandbox KYC approval to go through the real review',
        response: { 200: MyKycSchema },
      },
    },
    async (request) => {
      const user = await guards.requireUser(request);
      await optOutOfSandboxKyc(ctx, user, requestMeta(request));
      return getMyKyc(ctx, user);
    },
  );

  r.get(
    kycApiPaths.document,
    {
      onRequest: guards.onlyUsers(),
      schema: {
        tags: ['kyc'],
        summary: 'One KYC document (its owner and admins only)',
        params: z.object({ id: z.uuid(KYC_MESSAGES.documentNotFound) }),
      },
    },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const isAdmin = () =>
        guards.requireRole(request, 'admin').then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.statusCode === 403) return false;
            throw error;
          },
        );
      const file = await getKycDocumentFile(ctx, { userId: user.id, isAdmin }, request.params.id, request);
      return (
        reply
          .header('content-type', file.document.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition('inline', file.document.fileName))
          .header('cache-control', 'private, no-store')
          // The admin's viewer frames a PDF from this origin; nothing in the file may run or load.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header('x-frame-options', 'SAMEORIGIN')
          .send(file.stream)
      );
    },
  );
}
