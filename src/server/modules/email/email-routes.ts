import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../contracts/api-paths';
import {
  EmailPreferencesSchema,
  LinkTokenSchema,
  NewsletterSignupRequestSchema,
  OkMessageSchema,
  PreferencesQuerySchema,
  SaveEmailPreferencesRequestSchema,
  TokenRequestSchema,
  UnsubscribeAllRequestSchema,
  UnsubscribeRequestByEmailSchema,
  UnsubscribeResultSchema,
} from '../../../contracts/email';
import type { Database } from '../../db/client';
import type { Guards } from '../../platform/auth/guards';
import type { Mailer } from '../../platform/mailer/mailer';
import { confirmSubscription } from './confirm-subscription';
import type { EmailLinks } from './email-links';
import { toEmailPreferences } from './get-email-preferences';
import { requestUnsubscribeByEmail } from './request-unsubscribe-by-email';
import { resolvePreferencesRecipient } from './resolve-preferences-recipient';
import { resubscribeByToken } from './resubscribe-by-token';
import { saveEmailPreferences } from './save-email-preferences';
import { subscribeToNewsletter } from './subscribe-to-newsletter';
import { unsubscribeByToken } from './unsubscribe-by-token';
import { unsubscribeFromAll } from './unsubscribe-from-all';

export interface EmailRouteDeps {
  db: Database;
  mailer: Mailer;
  guards: Guards;
  links: EmailLinks;
  linkSecret: string;
  onUnsubscribed?: (email: string) => Promise<void>;
}

const tags = ['email'];
/** Public forms and link pages: a person clicks a few times; a script gets little. */
const FORM_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The recipient's side: newsletter sign-up and confirmation, unsubscribe, preferences. */
export async function registerEmailRoutes(app: FastifyInstance, deps: EmailRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    apiPaths.newsletter,
    {
      config: FORM_LIMIT,
      schema: {
        tags,
        summary: 'Newsletter sign-up (double opt-in: a confirmation mail; a duplicate counts as success)',
        body: NewsletterSignupRequestSchema,
        response: { 200: OkMessageSchema },
      },
    },
    async (request) => ({ ok: true as const, ...(await subscribeToNewsletter(deps, request.body)) }),
  );

  r.post(
    apiPaths.email.confirmSubscription,
    {
      config: FORM_LIMIT,
      schema: {
        tags,
        summary: 'Confirm a newsletter sign-up with its signed link token',
        body: TokenRequestSchema,
        response: { 200: OkMessageSchema },
      },
    },
    async (request) => ({ ok: true as const, ...(await confirmSubscription(deps, request.body.token)) }),
  );

  r.post(
    apiPaths.email.unsubscribe,
    {
      config: FORM_LIMIT,
      schema: {
        tags,
        summary: 'Unsubscribe from all e-mail with a signed link token',
        body: TokenRequestSchema,
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request) => ({ ok: true as const, ...(await unsubscribeByToken(deps, request.body.token)) }),
  );

  r.post(
    apiPaths.email.unsubscribeRequests,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Unsubscribe by address: sends a signed confirmation link; nothing changes without it',
        body: UnsubscribeRequestByEmailSchema,
        response: { 200: OkMessageSchema },
      },
    },
    async (request) => ({ ok: true as const, ...(await requestUnsubscribeByEmail(deps, request.body.email)) }),
  );

  r.post(
    apiPaths.email.resubscribe,
    {
      config: FORM_LIMIT,
      schema: {
        tags,
        summary: 'Resubscribe with the unsubscribe link token',
        body: TokenRequestSchema,
        response: { 200: OkMessageSchema },
      },
    },
    async (request) => ({ ok: true as const, ...(await resubscribeByToken(deps, request.body.token)) }),
  );

  r.get(
    apiPaths.email.preferences,
    {
      config: FORM_LIMIT,
      schema: {
        tags,
        summary: 'The e-mail preferences of a signed link holder, or of the signed-in user',
        querystring: PreferencesQuerySchema,
        response: { 200: EmailPreferencesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.query.token ? null : await deps.guards.getUser(request);
      return toEmailPreferences(await resolvePreferencesRecipient(deps, { token: request.query.token, user }));
    },
  );

  r.put(
    apiPaths.email.preferences,
    {
      config: FORM_LIMIT,
      schema: {
        tags,
        summary: 'Save Preferences',
        body: SaveEmailPreferencesRequestSchema,
        response: { 200: EmailPreferencesSchema },
      },
    },
    async (request) => {
      const user = request.body.token ? null : await deps.guards.getUser(request);
      const recipient = await resolvePreferencesRecipient(deps, { token: request.body.token, user });
      return saveEmailPreferences(deps.db, recipient, request.body);
    },
  );

  r.post(
    apiPaths.email.preferencesUnsubscribeAll,
    {
      config: FORM_LIMIT,
      schema: {
        tags,
        summary: 'Unsubscribe from all e-mail from the preferences page (signed link or signed-in user)',
        body: UnsubscribeAllRequestSchema,
        response: { 200: EmailPreferencesSchema },
      },
    },
    async (request) => {
      const user = request.body.token ? null : await deps.guards.getUser(request);
      const recipient = await resolvePreferencesRecipient(deps, { token: request.body.token, user });
      return toEmailPreferences(await unsubscribeFromAll(deps, recipient));
    },
  );

  await registerOneClickUnsubscribe(app, deps);
}

/**
 * RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` (form-encoded or
 * multipart) to the List-Unsubscribe URL, with no cookie and no page; the signed token in the URL
 * is the only proof needed. A GET of the same URL (a person clicking it) opens the page instead,
 * which never unsubscribes without a visible result. Own scope: it must accept form bodies.
 */
async function registerOneClickUnsubscribe(app: FastifyInstance, deps: EmailRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const query = z.object({ token: LinkTokenSchema });
    r.post(
      apiPaths.email.oneClickUnsubscribe,
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'RFC 8058 one-click unsubscribe (POST List-Unsubscribe=One-Click)',
          querystring: query,
          response: { 200: OkMessageSchema },
        },
      },
      async (request) => {
        const { message } = await unsubscribeByToken(deps, request.query.token);
        return { ok: true as const, message };
      },
    );
    r.get(
      apiPaths.email.oneClickUnsubscribe,
      { schema: { tags, summary: 'Opens the unsubscribe page for the same token', querystring: query } },
      async (request, reply) =>
        reply.redirect(`/unsubscribe?${new URLSearchParams({ token: request.query.token })}`, 303),
    );
  });
}
