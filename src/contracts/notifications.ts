import { z } from './zod';

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({ items: z.array(NotificationSchema), unread: z.number().int().min(0) });
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** Without ids every unread notification of the user is marked read. */
export const MarkNotificationsReadRequestSchema = z.object({
  ids: z.array(z.uuid('Unknown notification')).max(200).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequestSchema>;
export const MarkNotificationsReadResponseSchema = z.object({ ok: z.literal(true) });
