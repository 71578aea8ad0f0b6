import type { FastifyInstance } from 'fastify';
import { registerAdminScope } from '../../platform/auth/admin-scope';
import type { Platform } from '../../platform/register-platform';
import { scheduleWelcomeSequence } from './lifecycle/lifecycle-schedule';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Clock } from '../../platform/clock/clock';
import type { MailConfig } from '../../platform/mailer/mail-config';
import type { JobWorker } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mailer/mailer';
import { deriveLinkSecret } from '../../platform/signed-links/signed-token';
import { registerAdminEmailRoutes } from './admin-email-routes';
import { recordAddressEvent } from './campaigns/campaign-events';
import { registerCampaignsModule } from './campaigns/campaigns-module';
import { createEmailLinks, type EmailLinks } from './email-links';
import { registerDigestJob } from './digest/digest-job';
import { registerEmailRoutes } from './email-routes';
import { registerLifecycleJob } from './lifecycle/lifecycle-job';
import { registerTemplateMailJob } from './lifecycle/template-mail-job';
import { registerProviderWebhookRoutes } from './suppression/provider-webhook-routes';
import { registerTemplatePreviewRoutes } from './templates-preview/template-preview-routes';

// The API other modules may call (they import this door, never the files behind it).
export { scheduleAbandonedPurchaseReminder } from './lifecycle/lifecycle-schedule';
export { enqueueTemplateMail } from './lifecycle/template-mail-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed e-mail links and List-Unsubscribe headers, for every module that sends marketing mail. */
    emailLinks: EmailLinks;
  }
}

/** E-mail consent: newsletter double opt-in, unsubscribe, preferences, Subscriber Management. */
export async function registerEmailModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { db, mailer, guards, config, clock, jobWorker } = platform;
  // A new account gets the welcome sequence, timed by the app clock.
  platform.events.on('user.created', ({ userId }) => scheduleWelcomeSequence(db, userId, app.clock.now()));
  await startEmail(app, {
    db,
    mailer,
    guards,
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    mail: config.mail,
    clock,
    worker: jobWorker,
  });
}

/** Builds the module from its own dependencies (the door above maps the platform onto them). */
async function startEmail(
  app: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    guards: Guards;
    authSecret: string;
    publicUrl: string;
    mailFrom: string;
    mail: MailConfig;
    clock: Clock;
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
  await registerAdminScope(app, deps.guards, (scope) =>
    registerAdminEmailRoutes(scope, { db: deps.db, guards: deps.guards }),
  );
  // Transports, suppression and lifecycle: provider webhooks, queued template mails,
  // the welcome sequence and abandoned-purchase job, the digest job, and the admin's template previews.
  await registerProviderWebhookRoutes(app, { db: deps.db, secrets: deps.mail.webhookSecrets, links, linkSecret });
  const sending = { db: deps.db, mailer: deps.mailer, links, publicUrl: deps.publicUrl };
  registerTemplateMailJob(app.jobWorker, sending);
  await registerLifecycleJob(app, { ...sending, clock: deps.clock });
  await registerDigestJob(app, { ...sending, clock: deps.clock });
  await registerAdminScope(app, deps.guards, (scope) => registerTemplatePreviewRoutes(scope));
  await registerCampaignsModule(app, { ...deps, links, linkSecret });
}
