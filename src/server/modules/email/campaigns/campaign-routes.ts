import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../../contracts/api-paths';
import {
  CampaignAnalyticsSchema,
  CampaignIdParamsSchema,
  CampaignInputSchema,
  CampaignListSchema,
  CampaignPreviewRequestSchema,
  CampaignPreviewSchema,
  CampaignSchema,
  CampaignActionResultSchema,
  ScheduleCampaignRequestSchema,
  SubscriberHistorySchema,
} from '../../../../contracts/email-campaigns';
import type { Database } from '../../../db/client';
import type { Guards } from '../../../platform/auth/guards';
import type { Mailer } from '../../../platform/mailer/mailer';
import type { EmailLinks } from '../email-links';
import { findCampaigns, getCampaignAnalytics } from './campaign-stats';
import {
  createCampaign,
  previewCampaign,
  runCampaignAction,
  sendTestCampaign,
  updateCampaign,
  type Actor,
} from './manage-campaigns';
import { getSubscriberHistory } from './subscriber-history';

const tags = ['admin'];
const ActionParamsSchema = CampaignIdParamsSchema.extend({
  action: z.enum(['send', 'schedule', 'pause', 'resume', 'cancel']),
});
const ActionBodySchema = ScheduleCampaignRequestSchema.partial().optional();
const ACTIONS = { send: 'sendNow', schedule: 'schedule', pause: 'pause', resume: 'resume', cancel: 'cancel' } as const;

/** The Email Campaigns and Email Analytics tabs and a subscriber's history. Admins only. */
export function registerCampaignRoutes(
  app: FastifyInstance,
  deps: { db: Database; guards: Guards; mailer: Mailer; links: EmailLinks; publicUrl: string },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest): Promise<Actor> => {
    const admin = await deps.guards.requireUser(request);
    return { userId: admin.id, email: admin.email, name: admin.name, ipAddress: request.ip, requestId: request.id };
  };

  r.get(
    apiPaths.admin.emailCampaigns,
    {
      schema: {
        tags,
        summary: 'Campaigns (newest first) with their stats and the four tiles',
        response: { 200: CampaignListSchema },
      },
    },
    async (request) => {
      await actor(request);
      return findCampaigns(deps.db);
    },
  );

  r.post(
    apiPaths.admin.emailCampaigns,
    {
      schema: {
        tags,
        summary: 'Save as Draft: a new campaign',
        body: CampaignInputSchema,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => createCampaign(deps, request.body, await actor(request)),
  );

  r.patch(
    apiPaths.admin.emailCampaign,
    {
      schema: {
        tags,
        summary: 'Edit a draft or scheduled campaign',
        params: CampaignIdParamsSchema,
        body: CampaignInputSchema,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => updateCampaign(deps, request.params.id, request.body, await actor(request)),
  );

  r.post(
    apiPaths.admin.emailCampaignPreview,
    {
      schema: {
        tags,
        summary: 'The mail as a recipient sees it (the admin as sample recipient) and what would stop it',
        body: CampaignPreviewRequestSchema,
        response: { 200: CampaignPreviewSchema },
      },
    },
    async (request) => previewCampaign(deps, request.body, await actor(request)),
  );

  r.post(
    apiPaths.admin.emailCampaignTest,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a test to yourself (unsaved content, untracked)',
        body: CampaignPreviewRequestSchema,
        response: { 200: CampaignActionResultSchema },
      },
    },
    async (request) => sendTestCampaign(deps, request.body, await actor(request)),
  );

  r.post(
    apiPaths.admin.emailCampaignAction,
    {
      schema: {
        tags,
        summary: 'Send Now, Schedule (scheduledAt), Pause, Resume or Cancel',
        params: ActionParamsSchema,
        body: ActionBodySchema,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => {
      const at = request.body?.scheduledAt;
      return runCampaignAction(
        deps,
        request.params.id,
        ACTIONS[request.params.action],
        await actor(request),
        at ? new Date(at) : undefined,
      );
    },
  );

  r.get(
    apiPaths.admin.emailCampaignAnalytics,
    {
      schema: {
        tags,
        summary: 'Per-campaign delivery, opens, clicks, unsubscribes, bounces, complaints over time',
        response: { 200: CampaignAnalyticsSchema },
      },
    },
    async (request) => {
      await actor(request);
      return getCampaignAnalytics(deps.db);
    },
  );

  r.get(
    apiPaths.admin.emailSubscriberHistory,
    {
      schema: {
        tags,
        summary: "A subscriber's campaigns: sent, opened, clicked, unsubscribed",
        params: CampaignIdParamsSchema,
        response: { 200: SubscriberHistorySchema },
      },
    },
    async (request) => {
      await actor(request);
      return getSubscriberHistory(deps.db, request.params.id);
    },
  );
}
