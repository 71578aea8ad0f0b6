/** Query keys of the e-mail module's endpoints (preferences, admin subscribers and segments). */
export const emailKeys = {
  /** Keyed by link token (null: the signed-in user's own). */
  preferences: (token: string | null) => ['email', 'preferences', token] as const,
  adminSubscribers: () => ['admin', 'email', 'subscribers'] as const,
  adminSubscriberList: (query: object) => ['admin', 'email', 'subscribers', 'list', query] as const,
  adminSegments: () => ['admin', 'email', 'segments'] as const,
  adminPreferenceSummary: () => ['admin', 'email', 'preferences'] as const,
  adminTemplates: () => ['admin', 'email', 'templates'] as const,
  adminCampaigns: () => ['admin', 'email', 'campaigns'] as const,
  adminCampaignPreview: (input: object) => ['admin', 'email', 'campaign-preview', input] as const,
  adminCampaignAnalytics: () => ['admin', 'email', 'campaigns', 'analytics'] as const,
  adminSubscriberHistory: (id: string) => ['admin', 'email', 'subscribers', 'history', id] as const,
};
