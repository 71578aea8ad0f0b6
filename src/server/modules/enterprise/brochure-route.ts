import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enterpriseApiPaths } from '../../../contracts/enterprise';
import { BROCHURE_FILE_NAME, renderEnterpriseBrochure } from './brochure';

/** The Enterprise Brochure: the one public route of the Enterprise Command Center. */
export function registerBrochureRoute(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['enterprise'];
  r.get(
    enterpriseApiPaths.brochure,
    { schema: { tags, summary: 'Download the Enterprise Brochure (PDF)' } },
    async (_request, reply) => {
      const pdf = await renderEnterpriseBrochure();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${BROCHURE_FILE_NAME}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
}
