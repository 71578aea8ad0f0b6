import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  InvestorAccessRequestResponseSchema,
  InvestorAccessRequestSchema,
  MyDocumentDownloadsResponseSchema,
  documentFileName,
} from '../../../contracts/documents';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import { notFound } from '../../platform/http/app-error';
import type { Mailer } from '../../platform/mailer/mailer';
import { findDocuments } from './find-documents';
import { findMyDocumentDownloads } from './find-my-document-downloads';
import { getDocumentFile } from './get-document-file';
import { getDocumentViewer } from './get-document-viewer';
import { recordDocumentDownload } from './record-document-download';
import { INVESTOR_ACCESS_REQUESTED_MESSAGE, requestInvestorAccess } from './request-investor-access';

const FILE_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/;

/** RFC 6266: an ASCII fallback name plus the exact name encoded (titles may hold any character). */
function contentDisposition(title: string): string {
  const name = documentFileName(title);
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; mailer: Mailer; demoMode: boolean },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: Parameters<Guards['getUser']>[0]) =>
    getDocumentViewer(deps.db, await deps.guards.getUser(request), { demoMode: deps.demoMode });

  r.get(
    apiPaths.documents.list,
    {
      schema: {
        tags: ['documents'],
        summary: 'The document library: filtered list, featured documents, summary and what you may download',
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListResponseSchema },
      },
    },
    async (request, reply) => {
      // canDownload depends on who asks, so shared caches must not keep the answer.
      reply.header('cache-control', 'private, no-cache');
      return findDocuments(deps.db, request.query, await viewerOf(request));
    },
  );

  r.get(
    apiPaths.documents.myDownloads,
    {
      onRequest: deps.guards.onlyUsers(),
      schema: {
        tags: ['documents'],
        summary: 'Your document download history, newest first',
        response: { 200: MyDocumentDownloadsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await deps.guards.requireUser(request);
      return findMyDocumentDownloads(deps.db, user.id);
    },
  );

  r.post(
    apiPaths.documents.investorAccessRequests,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['documents'],
        summary: 'Request investor access (the investor portal)',
        body: InvestorAccessRequestSchema,
        response: { 201: InvestorAccessRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await deps.guards.getUser(request);
      const row = await requestInvestorAccess(deps.db, deps.mailer, request.body, {
        userId: user?.id ?? null,
        ipAddress: request.ip,
        requestId: request.id,
      });
      return reply
        .status(201)
        .send({ id: row.id, status: 'pending' as const, message: INVESTOR_ACCESS_REQUESTED_MESSAGE });
    },
  );

  // The files: /docs/{slug}.pdf. A parametric route under /docs/ wins over the client's catch-all.
  r.get(
    apiPaths.documents.file,
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['documents'],
        summary: 'Download a document as PDF (access level enforced)',
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const slug = FILE_PATTERN.exec(request.params.file)?.[1];
      if (!slug) throw notFound('Document not found.');
      const user = await deps.guards.getUser(request);
      const viewer = await getDocumentViewer(deps.db, user, { demoMode: deps.demoMode });
      const file = await getDocumentFile(deps.db, app.storage, slug, viewer);
      const { document } = file;
      const etag = `"${document.id.slice(0, 8)}-${file.size}-${document.updatedAt.getTime()}"`;
      const isPublic = document.accessLevel === 'public';
      reply
        .header('cache-control', `${isPublic ? 'public' : 'private'}, max-age=0, must-revalidate`)
        .header('etag', etag)
        .header('last-modified', document.updatedAt.toUTCString());
      if (!isPublic) reply.header('vary', 'cookie');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      await recordDocumentDownload(deps.db, document.id, user?.id ?? null);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(document.title))
        .send(await file.open());
    },
  );
}
