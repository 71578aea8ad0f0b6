/** Query keys of the reports module (Admin → Analytics & Reports). */
export const reportsKeys = {
  all: () => ['admin', 'reports'] as const,
  report: (period: string, type: string) => ['admin', 'reports', period, type] as const,
};
