/**
 * Announcements (Content Management → Announcements): admins create them with an
 * audience and a time window; the app shows the current ones to their audience until they end;
 * a person may dismiss one (kept on the server for signed-in users).
 */
import { z } from './zod';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_SEVERITIES,
  type AnnouncementAudience,
  type AnnouncementSeverity,
} from '../domain/announcements';

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Announcement not found.',
  endBeforeStart: 'The end time must be after the start time.',
  endInPast: 'The end time must be in the future.',
  alreadyEnded: 'This announcement has already ended.',
} as const;

export const ANNOUNCEMENT_SEVERITY_LABELS: Record<AnnouncementSeverity, string> = {
  info: 'Information',
  warning: 'Warning',
  critical: 'Critical',
};

export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'Everyone',
  investors: 'Investors',
  admins: 'Admins',
};

const IsoDateTime = (label: string) => z.iso.datetime({ offset: true, message: `${label} is required` });

/** Create and edit (the same fields). The window's order is checked here; "not already over" by the server's clock. */
export const AnnouncementInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120, 'Title is too long'),
    message: z.string().trim().min(1, 'Message is required').max(1000, 'Message is too long'),
    severity: z.enum(ANNOUNCEMENT_SEVERITIES, { message: 'Choose a severity' }),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { message: 'Choose an audience' }),
    startsAt: IsoDateTime('Start time'),
    endsAt: IsoDateTime('End time'),
  })
  .refine((a) => Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    path: ['endsAt'],
    message: ANNOUNCEMENT_MESSAGES.endBeforeStart,
  });
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

export const AnnouncementParamsSchema = z.object({ id: z.uuid(ANNOUNCEMENT_MESSAGES.notFound) });

/** What the app shows (the public list). */
export const CurrentAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(ANNOUNCEMENT_SEVERITIES),
  endsAt: z.string(),
});
export type CurrentAnnouncement = z.infer<typeof CurrentAnnouncementSchema>;

export const CurrentAnnouncementsResponseSchema = z.object({ items: z.array(CurrentAnnouncementSchema) });
export type CurrentAnnouncementsResponse = z.infer<typeof CurrentAnnouncementsResponseSchema>;

export const DismissAnnouncementResponseSchema = z.object({ id: z.string(), dismissed: z.literal(true) });

export const AdminAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(ANNOUNCEMENT_SEVERITIES),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(['scheduled', 'active', 'ended']),
  createdBy: z.string().nullable(),
  dismissals: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

export const AdminAnnouncementListResponseSchema = z.object({ items: z.array(AdminAnnouncementSchema) });
export type AdminAnnouncementListResponse = z.infer<typeof AdminAnnouncementListResponseSchema>;
