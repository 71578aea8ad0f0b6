/**
 * E-mail consent (operator spec sections 2, 3, 5 and 8): newsletter double opt-in,
 * unsubscribe and preference pages reached by signed link tokens, and the admin's Subscriber
 * Management tab. Texts are the spec's, word for word.
 */
import { z } from './zod';
import { EmailSchema } from './common';
import {
  AUDIENCE_SEGMENTS,
  EMAIL_CATEGORIES,
  EMAIL_FREQUENCIES,
  NEWSLETTER_INTERESTS,
  SUBSCRIBER_STATUSES,
} from '../domain/email-consent';

export const EMAIL_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  signupSuccess: 'Welcome to VINO! Check your email for confirmation.',
  signupFailedTitle: 'Subscription failed',
  signupFailed: 'Something went wrong. Please try again.',
  preferencesSaved: 'Email preferences saved successfully!',
  preferencesFailed: 'Failed to save preferences. Please try again.',
  unsubscribed: 'You have been unsubscribed from all emails.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  resubscribed: 'You have been resubscribed to our newsletter!',
  resubscribeFailed: 'Failed to resubscribe. Please try again.',
  /** The spec's question; the sentence after it is ours (the spec says "followed by further text"). */
  confirmUnsubscribeAll:
    'Are you sure you want to unsubscribe from all emails? Important account and security notices will continue to be sent.',
  unsubscribeFailedTitle: 'Unsubscribe Failed',
  invalidLinkTitle: 'Invalid Unsubscribe Link',
  /** Not in the spec: the link was forged, altered, expired or made for something else. */
  invalidLink: 'This link is invalid or has expired.',
  confirmed: 'Your subscription is confirmed. Welcome to VINO!',
  unsubscribeCheckEmail:
    'If this address is on our list, we have sent it a link to confirm. Nothing changes until that link is opened.',
} as const;

export const EmailCategorySchema = z.enum(EMAIL_CATEGORIES);
export const EmailFrequencySchema = z.enum(EMAIL_FREQUENCIES);
export const NewsletterInterestSchema = z.enum(NEWSLETTER_INTERESTS);
export const SubscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES);
export const AudienceSegmentSchema = z.enum(AUDIENCE_SEGMENTS);

/** A link token: opaque, bounded. The server decides whether it is genuine. */
export const LinkTokenSchema = z.string({ error: 'The link is missing its token' }).trim().min(1).max(512);

// --- Newsletter sign-up and confirmation -------------------------------------------------------

export const NewsletterSignupRequestSchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGES.emailRequired })
    .trim()
    .min(1, EMAIL_MESSAGES.emailRequired)
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  name: z.string().trim().max(100, 'Name is too long').optional(),
  interests: z.array(NewsletterInterestSchema).max(NEWSLETTER_INTERESTS.length).optional(),
  source: z.string().trim().max(40).default('footer'),
  /** The path of the page the form was on (recorded with the address). */
  sourcePage: z.string().trim().max(200).optional(),
});
export type NewsletterSignupRequest = z.input<typeof NewsletterSignupRequestSchema>;

export const OkMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkMessage = z.infer<typeof OkMessageSchema>;

export const TokenRequestSchema = z.object({ token: LinkTokenSchema });
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

// --- Unsubscribe ------------------------------------------------------------------------------

/** Unsubscribe by e-mail parameter: only a confirmation mail is sent (proof of ownership). */
export const UnsubscribeRequestByEmailSchema = z.object({ email: EmailSchema });
export type UnsubscribeRequestByEmail = z.infer<typeof UnsubscribeRequestByEmailSchema>;

export const UnsubscribeResultSchema = OkMessageSchema.extend({
  /** A preferences link for "Customize Preferences Instead" (signed, same person). */
  preferencesToken: z.string(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

// --- Preferences ------------------------------------------------------------------------------

export const EmailCategoryChoicesSchema = z.object(
  Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
    (typeof EMAIL_CATEGORIES)[number],
    z.ZodBoolean
  >,
);

export const EmailPreferencesSchema = z.object({
  categories: EmailCategoryChoicesSchema,
  frequency: EmailFrequencySchema,
  /** Shown so the person knows whose choices these are; only to the holder of the link or session. */
  email: z.string(),
  unsubscribedFromAll: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

export const PreferencesQuerySchema = z.object({ token: LinkTokenSchema.optional() });

export const SaveEmailPreferencesRequestSchema = z.object({
  token: LinkTokenSchema.optional(),
  categories: EmailCategoryChoicesSchema,
  frequency: EmailFrequencySchema,
});
export type SaveEmailPreferencesRequest = z.infer<typeof SaveEmailPreferencesRequestSchema>;

/** Unsubscribe from all on the preferences page: the page's token, or none for the signed-in user. */
export const UnsubscribeAllRequestSchema = z.object({ token: LinkTokenSchema.optional() });
export type UnsubscribeAllRequest = z.infer<typeof UnsubscribeAllRequestSchema>;

// --- Admin: Subscriber Management -------------------------------------------------------------

export const ADMIN_SUBSCRIBERS_PAGE_SIZE = 25;

export const AdminSubscribersFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.union([SubscriberStatusSchema, z.literal('')]).optional(),
  segment: z.union([AudienceSegmentSchema, z.literal('')]).optional(),
});
export type AdminSubscribersFilter = z.input<typeof AdminSubscribersFilterSchema>;

export const AdminSubscribersQuerySchema = AdminSubscribersFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminSubscribersQuery = AdminSubscribersFilter & { page?: number };

export const AdminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  interests: z.array(z.string()),
  source: z.string(),
  sourcePage: z.string().nullable(),
  status: SubscriberStatusSchema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

export const AdminSubscribersPageSchema = z.object({
  items: z.array(AdminSubscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  statusCounts: z.record(SubscriberStatusSchema, z.number().int()),
});
export type AdminSubscribersPage = z.infer<typeof AdminSubscribersPageSchema>;

/** Recipients per audience segment, resolved on the server (spec section 3 and 6). */
export const AudienceSegmentCountsSchema = z.object({
  counts: z.record(AudienceSegmentSchema, z.number().int()),
});
export type AudienceSegmentCounts = z.infer<typeof AudienceSegmentCountsSchema>;

export const SEGMENT_LABELS: Record<(typeof AUDIENCE_SEGMENTS)[number], string> = {
  all_users: 'All users',
  investors: 'Investors',
  accredited: 'Accredited',
  premium: 'Premium',
  new_users: 'New users (30 days)',
};

/** Largest CSV accepted by the import (the body limit is 1 MB). */
export const SUBSCRIBER_IMPORT_MAX_CHARS = 900_000;
export const SUBSCRIBER_IMPORT_MAX_ROWS = 10_000;

export const ImportSubscribersRequestSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'Choose a CSV file')
    .max(SUBSCRIBER_IMPORT_MAX_CHARS, 'The file is too large (at most 900 KB)'),
});
export type ImportSubscribersRequest = z.infer<typeof ImportSubscribersRequestSchema>;

export const ImportSubscribersReportSchema = z.object({
  imported: z.number().int(),
  alreadySubscribed: z.number().int(),
  /** Addresses that had unsubscribed: never re-subscribed by an import. */
  keptUnsubscribed: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), value: z.string(), reason: z.string() })),
});
export type ImportSubscribersReport = z.infer<typeof ImportSubscribersReportSchema>;

export const SUBSCRIBERS_CSV_COLUMNS = [
  'email',
  'name',
  'interests',
  'status',
  'source',
  'source_page',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

// --- Admin: the preference centre as a whole (Email Preferences tab) -----------------------------

/** How the people with a preference record have set each category, frequency and the suppression list. */
export const EmailPreferenceSummarySchema = z.object({
  /** People with a preference record (subscribers and account holders who opened or saved theirs). */
  people: z.number().int(),
  unsubscribedFromAll: z.number().int(),
  categories: z.array(
    z.object({
      category: EmailCategorySchema,
      defaultOn: z.boolean(),
      /** People who receive it (their choice, or the default where they made none) and who do not. */
      on: z.number().int(),
      off: z.number().int(),
    }),
  ),
  frequencies: z.array(z.object({ frequency: EmailFrequencySchema, people: z.number().int() })),
  suppressedTotal: z.number().int(),
  /** The most recent suppressions (bounces, complaints), newest first. */
  suppressions: z.array(
    z.object({ email: z.string(), reason: z.enum(['bounce', 'complaint']), source: z.string(), createdAt: z.string() }),
  ),
});
export type EmailPreferenceSummary = z.infer<typeof EmailPreferenceSummarySchema>;
