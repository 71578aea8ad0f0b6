/** Query keys of the sessions module's endpoints. Two-factor changes replace the session, so auth invalidates it too. */
export const sessionsKeys = {
  mine: () => ['me', 'sessions'] as const,
};
