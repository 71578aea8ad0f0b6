import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../../platform/auth/admin-scope';
import type { Database } from '../../../db/client';
import type { Guards } from '../../../platform/auth/guards';
import type { JobWorker } from '../../../platform/jobs/job-queue';
import type { Mailer } from '../../../platform/mailer/mailer';
import type { EmailLinks } from '../email-links';
import { registerCampaignSendJob } from './campaign-job';
import type { CampaignSenderDeps } from './campaign-sender';
import { registerCampaignRoutes } from './campaign-routes';
import { createTrackingLinks } from './tracking-links';
import { registerTrackingRoutes } from './tracking-routes';

/**
 * E-mail campaigns: the admin's campaigns and analytics, the sending job on the durable queue and
 * the public tracking endpoints. `sender` overrides the sender's knobs (tests, the bench).
 */
export async function registerCampaignsModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    guards: Guards;
    links: EmailLinks;
    linkSecret: string;
    publicUrl: string;
    worker: JobWorker;
    sender?: Partial<CampaignSenderDeps>;
  },
): Promise<void> {
  const tracking = createTrackingLinks({ linkSecret: deps.linkSecret, publicUrl: deps.publicUrl });
  registerCampaignSendJob(deps.worker, {
    db: deps.db,
    mailer: deps.mailer,
    emailLinks: deps.links,
    tracking,
    publicUrl: deps.publicUrl,
    ...deps.sender,
  });
  await registerAdminScope(app, deps.guards, (scope) => registerCampaignRoutes(scope, deps));
  registerTrackingRoutes(app, { db: deps.db, tracking, publicUrl: deps.publicUrl });
}
