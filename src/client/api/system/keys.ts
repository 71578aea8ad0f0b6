/** Query keys of the system module's endpoints (public configuration, status check, development mailbox). */
export const systemKeys = {
  publicConfig: () => ['public-config'] as const,
  status: () => ['system-status'] as const,
  mailbox: () => ['mailbox'] as const,
};
