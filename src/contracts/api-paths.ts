/** Every HTTP path of the API, shared by server routes and client fetchers. */
export const apiPaths = {
  health: '/healthz',
  ready: '/readyz',
  docs: '/api/docs',
  auth: {
    base: '/api/auth',
    session: '/api/auth/get-session',
    signIn: '/api/auth/sign-in/email',
    signUp: '/api/auth/sign-up/email',
    signOut: '/api/auth/sign-out',
    social: '/api/auth/sign-in/social',
    requestPasswordReset: '/api/auth/request-password-reset',
    resetPassword: '/api/auth/reset-password',
    sendVerificationEmail: '/api/auth/send-verification-email',
  },
  me: '/api/v1/me',
  session: '/api/v1/session',
  myProfile: '/api/v1/me/profile',
  myNotifications: '/api/v1/me/notifications',
  myNotificationsRead: '/api/v1/me/notifications/read',
  myLedger: '/api/v1/me/ledger',
  mySandboxGrant: '/api/v1/me/sandbox-grant',
  metrics: '/api/v1/metrics',
  reserves: '/api/v1/reserves',
  presale: '/api/v1/presale',
  wineShowcase: '/api/v1/wine-assets/showcase',
  wine: {
    assets: '/api/v1/wine-assets',
    asset: '/api/v1/wine-assets/:id',
    summary: '/api/v1/wine-assets/summary',
    storageFacilities: '/api/v1/storage-facilities',
    index: '/api/v1/wine-index',
    myWatchlist: '/api/v1/me/watchlist',
    myWatchlistItem: '/api/v1/me/watchlist/:wineAssetId',
    myWatchlistMerge: '/api/v1/me/watchlist/merge',
  },
  prices: '/api/v1/prices',
  documents: {
    list: '/api/v1/documents',
    myDownloads: '/api/v1/me/document-downloads',
    investorAccessRequests: '/api/v1/investor-access-requests',
    /** Files of the library, outside /api: /docs/{slug}.pdf (investor spec section 2). */
    file: '/docs/:file',
  },
  myBalances: '/api/v1/me/balances',
  mySettings: '/api/v1/me/settings',
  /** The platform's security rules as they apply to me (the two-factor reminder). */
  mySecurityRequirements: '/api/v1/me/security-requirements',
  myPortfolio: '/api/v1/me/portfolio',
  myPriceAlerts: '/api/v1/me/price-alerts',
  myPriceAlert: '/api/v1/me/price-alerts/:id',
  rebalancer: {
    settings: '/api/v1/me/rebalancer',
    plan: '/api/v1/me/rebalancer/plan',
    execute: '/api/v1/me/rebalancer/execute',
    history: '/api/v1/me/rebalancer/history',
  },
  contact: '/api/v1/contact',
  newsletter: '/api/v1/newsletter',
  telemetryVitals: '/api/v1/telemetry/web-vitals',
  telemetryErrors: '/api/v1/telemetry/errors',
  publicConfig: '/api/v1/system/config',
  systemStatus: '/api/v1/system/status',
  /** The websocket endpoint of the real-time hub (src/contracts/realtime.ts). */
  realtime: '/api/v1/ws',
  mailbox: '/api/v1/mailbox',
  blog: {
    posts: '/api/v1/blog/posts',
    post: '/api/v1/blog/posts/:slug',
    postView: '/api/v1/blog/posts/:slug/view',
    postLike: '/api/v1/blog/posts/:slug/like',
    postBookmark: '/api/v1/blog/posts/:slug/bookmark',
    /** Fills a `:slug` pattern above for a client request. */
    forSlug: (pattern: string, slug: string) => pattern.replace(':slug', encodeURIComponent(slug)),
  },
  myBlogBookmarks: '/api/v1/me/blog-bookmarks',
  /** The app's current announcements for the caller, and a signed-in person's dismissal. */
  announcements: {
    current: '/api/v1/announcements',
    dismiss: '/api/v1/announcements/:id/dismiss',
  },
  faq: '/api/v1/faq',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  market: {
    markets: '/api/v1/markets',
    book: '/api/v1/markets/:market/book',
    trades: '/api/v1/markets/:market/trades',
    candles: '/api/v1/markets/:market/candles',
    orders: '/api/v1/orders',
    order: '/api/v1/orders/:id',
    myOrders: '/api/v1/me/orders',
    myTrades: '/api/v1/me/trades',
    myTradesCsv: '/api/v1/me/trades.csv',
    /** Fills the `:market` or `:id` pattern above for a client request. */
    withParam: (pattern: string, value: string) => pattern.replace(/:(market|id)/, encodeURIComponent(value)),
  },
  payments: {
    config: '/api/v1/payments/config',
    /** Status of one of the user's payments (the client polls it after confirming). */
    status: '/api/v1/payments/:paymentId',
    mySubscriptions: '/api/v1/me/subscriptions',
    myPayments: '/api/v1/me/payments',
    myPaymentsCsv: '/api/v1/me/payments.csv',
    /** Card-payment helper (investor spec section 7); `:provider` is the configured provider. */
    createPaymentIntent: '/api/:provider/create-payment-intent',
    createSubscription: '/api/:provider/create-subscription',
    createCustomer: '/api/:provider/create-customer',
    setupIntent: '/api/:provider/setup-intent',
    paymentMethods: '/api/:provider/payment-methods/:customerId',
    cancelSubscription: '/api/:provider/cancel-subscription',
    paymentHistory: '/api/:provider/payment-history/:userId',
    webhook: '/api/:provider/webhook',
    /** The sandbox provider's own card form (no keys needed). */
    sandboxConfirmPayment: '/api/sandbox/confirm-payment',
    sandboxConfirmSetup: '/api/sandbox/confirm-setup',
    /** A crypto purchase paid from the connected wallet: the server checks the transaction on chain. */
    cryptoConfirm: '/api/v1/payments/crypto/confirm',
    /** Fills `:provider` (and `:customerId`, `:userId`, `:paymentId`) for a client request. */
    forProvider: (pattern: string, provider: string, param?: string) =>
      pattern
        .replace(':provider', encodeURIComponent(provider))
        .replace(/:(customerId|userId|paymentId)/, encodeURIComponent(param ?? '')),
  },
  staking: {
    pools: '/api/v1/staking/pools',
    myStakes: '/api/v1/me/stakes',
    claim: '/api/v1/me/stakes/:id/claim',
    unstake: '/api/v1/me/stakes/:id/unstake',
    /** Fills the `:id` of a stake path. */
    forStake: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
  },
  // The wallet's paths are in ./wallet-paths.ts: only lazily loaded wallet code needs them, so they
  // stay out of the home page's initial JavaScript.
  /** Demo mode and tests only: advance the server clock (refused otherwise). */
  systemClock: '/api/v1/system/clock',
  admin: {
    contactSubmissions: '/api/v1/admin/contact-submissions',
    settings: '/api/v1/admin/settings',
    auditLog: '/api/v1/admin/audit-log',
    overview: '/api/v1/admin/overview',
    alerts: '/api/v1/admin/alerts',
    alert: '/api/v1/admin/alerts/:id',
    resolveAlert: '/api/v1/admin/alerts/:id/resolve',
    users: '/api/v1/admin/users',
    user: '/api/v1/admin/users/:id',
    usersCsv: '/api/v1/admin/users.csv',
    investors: '/api/v1/admin/investors',
    /** Fills the `:id` of an admin user path. */
    forUser: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
    blogPosts: '/api/v1/admin/blog-posts',
    blogPost: '/api/v1/admin/blog-posts/:id',
    publishBlogPost: '/api/v1/admin/blog-posts/:id/publish',
    archiveBlogPost: '/api/v1/admin/blog-posts/:id/archive',
    documents: '/api/v1/admin/documents',
    document: '/api/v1/admin/documents/:id',
    documentFile: '/api/v1/admin/documents/:id/file',
    announcements: '/api/v1/admin/announcements',
    announcement: '/api/v1/admin/announcements/:id',
    endAnnouncement: '/api/v1/admin/announcements/:id/end',
    /** Fills the `:id` of an admin document or announcement path. */
    withId: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
  },
} as const;
