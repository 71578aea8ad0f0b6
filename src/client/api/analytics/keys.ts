/** Query keys of the analytics module (/analytics, the Advanced Analytics Suite). */
export const analyticsKeys = {
  all: () => ['analytics'] as const,
  overview: (period: string) => ['analytics', 'overview', period] as const,
  intelligence: () => ['analytics', 'intelligence'] as const,
  businessIntelligence: (view: string) => ['analytics', 'business-intelligence', view] as const,
  predictive: () => ['analytics', 'predictive'] as const,
  reportSchedules: () => ['analytics', 'report-schedules'] as const,
};
