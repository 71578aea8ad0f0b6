import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditReportInputSchema,
  AuditReportListQuerySchema,
  AuditReportListSchema,
  AuditReportParamsSchema,
  AuditReportSchema,
  COMPLIANCE_MESSAGES,
  ComplianceAttachmentParamsSchema,
  ComplianceAttachmentSchema,
  ComplianceDeleteResponseSchema,
  ComplianceItemInputSchema,
  ComplianceItemListQuerySchema,
  ComplianceItemListSchema,
  ComplianceItemParamsSchema,
  ComplianceItemSchema,
  ComplianceScheduleSchema,
  ComplianceSummarySchema,
  complianceApiPaths,
} from '../../../contracts/compliance';
import type { Guards } from '../../platform/auth/guards';
import { AppError } from '../../platform/http/app-error';
import {
  contentDisposition,
  FILE_TOO_LARGE_CODE,
  MALFORMED_MULTIPART_CODES,
} from '../../platform/uploads/upload-files';
import { attachComplianceFile, type UploadedComplianceFile } from './attach-compliance-file';
import type { ComplianceActor, ComplianceContext } from './compliance-context';
import type { AttachmentOwner } from './compliance-repository';
import { createAuditReport } from './create-audit-report';
import { createComplianceItem } from './create-compliance-item';
import { deleteComplianceAttachment } from './delete-compliance-attachment';
import { findAuditReports } from './find-audit-reports';
import { findComplianceItems } from './find-compliance-items';
import { findComplianceSchedule } from './find-compliance-schedule';
import { getComplianceAttachmentFile } from './get-compliance-attachment-file';
import { getComplianceSummary } from './get-compliance-summary';
import { updateAuditReport } from './update-audit-report';
import { updateComplianceItem } from './update-compliance-item';

/** The multipart body: one file in the field `file`; anything else is refused with the field's message. */
async function readUploadedFile(request: FastifyRequest): Promise<UploadedComplianceFile | null> {
  let file: UploadedComplianceFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file' || file)
        throw new AppError(400, 'BAD_REQUEST', COMPLIANCE_MESSAGES.fileMissing, {
          file: COMPLIANCE_MESSAGES.fileMissing,
        });
      file = { fileName: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === FILE_TOO_LARGE_CODE)
      throw new AppError(413, 'FILE_TOO_LARGE', COMPLIANCE_MESSAGES.tooLarge, { file: COMPLIANCE_MESSAGES.tooLarge });
    if (code && MALFORMED_MULTIPART_CODES.has(code))
      throw new AppError(400, 'BAD_REQUEST', COMPLIANCE_MESSAGES.fileMissing, {
        file: COMPLIANCE_MESSAGES.fileMissing,
      });
    throw error;
  }
  return file;
}

/** Admin → Compliance & Audit (admin only; every write audited with before and after). */
export function registerComplianceRoutes(app: FastifyInstance, deps: { ctx: ComplianceContext; guards: Guards }): void {
  const { ctx, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const actorOf = async (request: FastifyRequest): Promise<ComplianceActor> => {
    const admin = await guards.requireUser(request);
    return { userId: admin.id, requestId: request.id, ipAddress: request.ip };
  };

  r.get(
    complianceApiPaths.summary,
    {
      schema: { tags, summary: 'Compliance & Audit summary tiles', response: { 200: ComplianceSummarySchema } },
    },
    async () => {
      return getComplianceSummary(ctx);
    },
  );

  r.get(
    complianceApiPaths.schedule,
    {
      schema: {
        tags,
        summary: 'Upcoming reviews and open audits in date order (overdue first)',
        response: { 200: ComplianceScheduleSchema },
      },
    },
    async () => {
      return findComplianceSchedule(ctx);
    },
  );

  r.get(
    complianceApiPaths.items,
    {
      schema: {
        tags,
        summary: 'Compliance items filtered by search, category, status, risk level and due state',
        querystring: ComplianceItemListQuerySchema,
        response: { 200: ComplianceItemListSchema },
      },
    },
    async (request) => {
      return findComplianceItems(ctx, request.query);
    },
  );

  r.post(
    complianceApiPaths.items,
    {
      schema: {
        tags,
        summary: 'Create a compliance item',
        body: ComplianceItemInputSchema,
        response: { 201: ComplianceItemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createComplianceItem(ctx, request.body, await actorOf(request))),
  );

  r.put(
    complianceApiPaths.item,
    {
      schema: {
        tags,
        summary: 'Update a compliance item',
        params: ComplianceItemParamsSchema,
        body: ComplianceItemInputSchema,
        response: { 200: ComplianceItemSchema },
      },
    },
    async (request) => updateComplianceItem(ctx, request.params.id, request.body, await actorOf(request)),
  );

  r.get(
    complianceApiPaths.audits,
    {
      schema: {
        tags,
        summary: 'Audit reports filtered by search, type, status and priority',
        querystring: AuditReportListQuerySchema,
        response: { 200: AuditReportListSchema },
      },
    },
    async (request) => {
      return findAuditReports(ctx, request.query);
    },
  );

  r.post(
    complianceApiPaths.audits,
    {
      schema: {
        tags,
        summary: 'Create an audit report',
        body: AuditReportInputSchema,
        response: { 201: AuditReportSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createAuditReport(ctx, request.body, await actorOf(request))),
  );

  r.put(
    complianceApiPaths.audit,
    {
      schema: {
        tags,
        summary: 'Update an audit report',
        params: AuditReportParamsSchema,
        body: AuditReportInputSchema,
        response: { 200: AuditReportSchema },
      },
    },
    async (request) => updateAuditReport(ctx, request.params.id, request.body, await actorOf(request)),
  );

  for (const [url, kind, params] of [
    [complianceApiPaths.itemAttachments, 'item', ComplianceItemParamsSchema],
    [complianceApiPaths.auditAttachments, 'audit', AuditReportParamsSchema],
  ] as const) {
    r.post(
      url,
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: `Attach a file to ${kind === 'item' ? 'a compliance item' : 'an audit report'} (multipart field \`file\`; PDF, JPEG or PNG by content; 10 MB)`,
          consumes: ['multipart/form-data'],
          params,
          response: { 201: ComplianceAttachmentSchema },
        },
      },
      async (request, reply) => {
        const actor = await actorOf(request);
        const owner: AttachmentOwner = { kind, id: request.params.id };
        const file = await readUploadedFile(request);
        return reply.code(201).send(await attachComplianceFile(ctx, owner, file, actor));
      },
    );
  }

  r.get(
    complianceApiPaths.attachment,
    {
      schema: { tags, summary: 'Download an attached file', params: ComplianceAttachmentParamsSchema },
    },
    async (request, reply) => {
      const file = await getComplianceAttachmentFile(ctx, request.params.id);
      return (
        reply
          .header('content-type', file.attachment.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition('attachment', file.attachment.fileName))
          .header('cache-control', 'private, no-store')
          // Nothing inside an uploaded file may run if a browser renders it anyway.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.stream)
      );
    },
  );

  r.delete(
    complianceApiPaths.attachment,
    {
      schema: {
        tags,
        summary: 'Remove an attached file',
        params: ComplianceAttachmentParamsSchema,
        response: { 200: ComplianceDeleteResponseSchema },
      },
    },
    async (request) => deleteComplianceAttachment(ctx, request.params.id, await actorOf(request)),
  );
}
