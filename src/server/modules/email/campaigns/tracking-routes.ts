import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../../contracts/api-paths';
import type { Database } from '../../../db/client';
import { AppError } from '../../../platform/http/app-error';
import { recordClick, recordOpen } from './campaign-events';
import { findRecipientCampaignLinks } from './find-recipient-campaign-links';
import type { TrackingLinks } from './tracking-links';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const refused = () => new AppError(400, 'INVALID_LINK', 'This link is invalid or has expired.');

/**
 * Public tracking endpoints of campaign mails: the open pixel (always answers the image, records
 * an open only for a genuine token) and the click redirect, which redirects only to a URL of the
 * campaign's own content signed for this recipient; anything else is refused (no open redirect).
 */
export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: { db: Database; tracking: TrackingLinks; publicUrl: string },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.email.trackOpen,
    { schema: { hide: true, params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const recipientId = deps.tracking.verifyOpen(request.params.token);
      if (recipientId) await recordOpen(deps.db, recipientId);
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store, private')
        .header('referrer-policy', 'no-referrer')
        .send(PIXEL);
    },
  );

  r.get(
    apiPaths.email.trackClick,
    {
      schema: {
        hide: true,
        querystring: z.object({ r: z.string().max(64), u: z.string().max(2048), s: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { r: recipientId, u: url, s: signature } = request.query;
      if (!deps.tracking.verifyClick(recipientId, url, signature)) throw refused();
      // Defence in depth: the URL must still be one of the campaign's own links.
      const links = await findRecipientCampaignLinks(deps.db, recipientId, deps.publicUrl);
      if (!links?.has(url)) throw refused();
      await recordClick(deps.db, recipientId, url);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);
    },
  );
}
