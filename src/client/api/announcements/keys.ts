/** Query keys of the announcements module. The current list depends on who asks, so its key carries the user id. */
export const announcementsKeys = {
  all: () => ['announcements'] as const,
  current: (userId: string | null) => ['announcements', 'current', userId] as const,
  admin: () => ['announcements', 'admin'] as const,
};
