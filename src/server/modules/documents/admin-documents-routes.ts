import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AdminDocumentDeleteResponseSchema,
  AdminDocumentDetailsSchema,
  AdminDocumentListQuerySchema,
  AdminDocumentListResponseSchema,
  AdminDocumentParamsSchema,
  AdminDocumentSchema,
  DOCUMENT_MESSAGES,
} from '../../../contracts/admin-documents';
import { apiPaths } from '../../../contracts/api-paths';
import type { Guards } from '../../platform/auth/guards';
import { AppError } from '../../platform/http/app-error';
import type { AdminActor, AdminDocumentsContext } from './admin-documents-context';
import { createAdminDocument } from './create-admin-document';
import { deleteAdminDocument } from './delete-admin-document';
import { findAdminDocuments } from './find-admin-documents';
import { readDocumentUpload } from './read-document-upload';
import { replaceAdminDocumentFile } from './replace-admin-document-file';
import { updateAdminDocument } from './update-admin-document';

/** The upload's `details` field (JSON text) checked with the same schema as an edit; field messages on failure. */
function parseDetails(text: string | undefined): z.output<typeof AdminDocumentDetailsSchema> {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', DOCUMENT_MESSAGES.badForm);
  }
  const parsed = AdminDocumentDetailsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'details'] ??= issue.message;
  throw new AppError(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? DOCUMENT_MESSAGES.badForm, fields);
}

/** Content Management → Documents (admin only; every write audited before/after). */
export function registerAdminDocumentRoutes(
  app: FastifyInstance,
  deps: { ctx: AdminDocumentsContext; guards: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx, guards } = deps;
  const tags = ['admin'];
  const actorOf = async (request: FastifyRequest): Promise<AdminActor> => {
    const admin = await guards.requireUser(request);
    return { userId: admin.id, name: admin.name, requestId: request.id, ipAddress: request.ip };
  };

  r.get(
    apiPaths.admin.documents,
    {
      schema: {
        tags,
        summary: 'Every library document, searched and filtered by category',
        querystring: AdminDocumentListQuerySchema,
        response: { 200: AdminDocumentListResponseSchema },
      },
    },
    async (request) => {
      return findAdminDocuments(ctx.db, request.query);
    },
  );

  r.post(
    apiPaths.admin.documents,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload Document (multipart: `details` as JSON and one PDF in `file`, judged by its bytes; 20 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: AdminDocumentSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const form = await readDocumentUpload(request);
      const document = await createAdminDocument(ctx, parseDetails(form.details), form.file, actor);
      return reply.status(201).send(document);
    },
  );

  r.put(
    apiPaths.admin.document,
    {
      schema: {
        tags,
        summary: "Edit a document's details",
        params: AdminDocumentParamsSchema,
        body: AdminDocumentDetailsSchema,
        response: { 200: AdminDocumentSchema },
      },
    },
    async (request) => updateAdminDocument(ctx, request.params.id, request.body, await actorOf(request)),
  );

  r.put(
    apiPaths.admin.documentFile,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Replace the file of a document (multipart: one PDF in `file`)',
        consumes: ['multipart/form-data'],
        params: AdminDocumentParamsSchema,
        response: { 200: AdminDocumentSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const form = await readDocumentUpload(request);
      return replaceAdminDocumentFile(ctx, request.params.id, form.file, actor);
    },
  );

  r.delete(
    apiPaths.admin.document,
    {
      schema: {
        tags,
        summary: 'Delete a document and its file',
        params: AdminDocumentParamsSchema,
        response: { 200: AdminDocumentDeleteResponseSchema },
      },
    },
    async (request) => deleteAdminDocument(ctx, request.params.id, await actorOf(request)),
  );
}
