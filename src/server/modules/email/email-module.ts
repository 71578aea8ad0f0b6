import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { JobWorker } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mailer/mailer';
import { deriveLinkSecret } from '../../platform/signed-links/signed-token';
import { registerAdminEmailRoutes } from './admin-email-routes';
import { recordAddressEvent } from './campaigns/campaign-events';
import { registerCampaignsModule } from './campaigns/campaigns-module';
import { createEmailLinks, type EmailLinks } from './email-links';
import { registerEmailRoutes } from './email-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed e-mail links and List-Unsubscribe headers, for every module that sends marketing mail. */
    emailLinks: EmailLinks;
  }
}

/** E-mail consent: newsletter double opt-in, unsubscribe, preferences, Subscriber Management. */
export async function registerEmailModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    guards: Guards;
    authSecret: string;
    publicUrl: string;
    mailFrom: string;
    worker: JobWorker;
  },
): Promise<void> {
  const linkSecret = deriveLinkSecret(deps.authSecret);
  const links = createEmailLinks({ secret: linkSecret, publicUrl: deps.publicUrl, mailFrom: deps.mailFrom });
  app.decorate('emailLinks', links);
  await registerEmailRoutes(app, {
    db: deps.db,
    mailer: deps.mailer,
    guards: deps.guards,
    links,
    linkSecret,
    onUnsubscribed: (email) => recordAddressEvent(deps.db, email, 'unsubscribe'),
  });
  registerAdminEmailRoutes(app, { db: deps.db, guards: deps.guards });
  registerCampaignsModule(app, { ...deps, links, linkSecret });
}
