/**
 * Every client route, once (ARCHITECTURE conventions: "every URL from one paths object").
 * `path` is the router pattern; `getHref(params)` builds a link, adding only the query keys that
 * are set. Never write a route as a string literal elsewhere.
 *
 *   paths.auth.getHref({ mode: 'signup' })            -> '/auth?mode=signup'
 *   paths.trading.getHref({ symbol: 'VINO-USD', tab: 'staking' }) -> '/trading?tab=staking&symbol=VINO-USD'
 *   paths.blogPost.getHref({ slug: 'why-wine' })       -> '/blog/why-wine'
 */

type QueryValue = string | number | boolean | null | undefined;

/** Appends the defined, non-empty query values to `pathname` in a stable order. */
export function withQuery(pathname: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function staticRoute<const P extends string>(path: P) {
  return { path, getHref: () => path } as const;
}

function queryRoute<const P extends string, Q extends Record<string, QueryValue>>(path: P) {
  return { path, getHref: (query?: Q) => withQuery(path, query) } as const;
}

export type TradingTab = 'spot' | 'staking' | 'portfolio' | 'wallet' | 'stock';

export const paths = {
  home: staticRoute('/'),
  about: staticRoute('/about'),
  investment: staticRoute('/investment'),
  buyVino: staticRoute('/buy-vino'),
  /** Alias of /buy-vino (the spec links both); keeps the query. */
  buy: queryRoute<'/buy', { amount?: number; source?: string; ref?: string }>('/buy'),
  trading: queryRoute<'/trading', { tab?: TradingTab; symbol?: string }>('/trading'),
  wineAssets: staticRoute('/wine-assets'),
  proofOfReserve: staticRoute('/proof-of-reserve'),
  investors: queryRoute<'/investors', { tab?: 'education' | 'portal' | 'resources' }>('/investors'),
  /** Alias of /investors, linked from the blog. */
  coin: staticRoute('/coin'),
  qa: staticRoute('/qa'),
  blog: staticRoute('/blog'),
  blogPost: {
    path: '/blog/:slug',
    getHref: ({ slug }: { slug: string }) => `/blog/${encodeURIComponent(slug)}`,
  },
  legal: queryRoute<'/legal', { tab?: 'financial' | 'kyc-aml' | 'risk' | 'reports' }>('/legal'),
  auth: queryRoute<'/auth', { mode?: 'signup' | 'signin'; verified?: '1'; error?: string }>('/auth'),
  resetPassword: queryRoute<'/auth/reset-password', { token?: string; error?: string }>('/auth/reset-password'),
  dashboard: staticRoute('/dashboard'),
  admin: staticRoute('/admin'),
  documents: queryRoute<'/documents', { category?: string; access?: string }>('/documents'),
  analytics: staticRoute('/analytics'),
  /** Payment Center: tab in the query (Buy Tokens default); amount/method prefill the purchase. */
  payments: queryRoute<
    '/payments',
    { tab?: 'buy' | 'memberships' | 'history'; amount?: number; method?: 'card' | 'ach_debit' | 'crypto' }
  >('/payments'),
  realtime: staticRoute('/realtime'),
  emailMarketing: staticRoute('/email-marketing'),
  emailPreferences: queryRoute<'/email-preferences', { token?: string; from?: string }>('/email-preferences'),
  unsubscribe: queryRoute<'/unsubscribe', { token?: string; email?: string }>('/unsubscribe'),
  /** The double opt-in link of the newsletter confirmation mail. */
  newsletterConfirm: queryRoute<'/newsletter/confirm', { token?: string }>('/newsletter/confirm'),
  enterprise: staticRoute('/enterprise'),
  supabaseTest: staticRoute('/supabase-test'),
  systemStatus: staticRoute('/system-status'),
  contact: staticRoute('/contact'),
  mailbox: staticRoute('/mailbox'),
} as const;

/** The "More" menu of the navigation bar, in the spec's order (core spec section 2). */
export const MORE_MENU_LINKS = [
  { label: 'Investment', href: paths.investment.getHref() },
  { label: 'Buy VINO', href: paths.buyVino.getHref() },
  { label: 'Trading', href: paths.trading.getHref() },
  { label: 'Wine Assets', href: paths.wineAssets.getHref() },
  { label: 'Investors', href: paths.investors.getHref() },
  { label: 'Q&A', href: paths.qa.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'Legal', href: paths.legal.getHref() },
] as const;
