/**
 * Query keys of the notifications endpoints (served by src/server/platform/notifications: a
 * platform service, not a module). The navigation bell and the dashboard's tab share the list.
 */
export const notificationsKeys = {
  mine: () => ['me', 'notifications'] as const,
};
