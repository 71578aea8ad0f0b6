import { z } from './zod';

/** The signed-in user's own sessions (settings panel, Security): list, end one, end all others. */
export const sessionPaths = {
  mySessions: '/api/v1/me/sessions',
  mySession: '/api/v1/me/sessions/:id',
  revokeOtherSessions: '/api/v1/me/sessions/revoke-others',
} as const;

export const SESSION_MESSAGES = {
  unknown: 'Unknown session',
  isCurrent: 'This is the session you are using. Use Sign out to end it.',
  revoked: 'Session signed out',
  othersRevoked: (n: number) => (n === 1 ? 'Signed out 1 other session' : `Signed out ${n} other sessions`),
} as const;

export const ActiveSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the user agent; "Unknown device" when there is none. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** When the session was last refreshed (Better Auth refreshes at most daily; now for this device). */
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const ActiveSessionListSchema = z.object({ items: z.array(ActiveSessionSchema) });
export type ActiveSessionList = z.infer<typeof ActiveSessionListSchema>;

export const SessionParamsSchema = z.object({ id: z.uuid(SESSION_MESSAGES.unknown) });

export const RevokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokeOtherSessionsResponse = z.infer<typeof RevokeOtherSessionsResponseSchema>;
