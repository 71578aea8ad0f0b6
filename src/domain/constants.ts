/**
 * Business constants of the core platform spec (section 9). They live once, here; screens and
 * services import them instead of repeating the numbers. Constants of the browser's presentation
 * (carousel, image retries, telemetry rounding, redirect delays) are in src/client/lib/ui-constants.ts,
 * and the client's refresh intervals in src/client/api/query-policy.ts.
 */

export const PRODUCT_NAME = 'VINO';

/** Presale defaults; the live values are settings (see settings-defaults.ts). */
export const PRESALE_PRICE_USD = '0.85';
export const LAUNCH_PRICE_USD = '1.00';

export const METRICS_CACHE_TTL_MS = 30_000;
export const DEFAULT_CACHE_TTL_MS = 300_000;
/** The server's quote cache; the client's price poll (api/query-policy.ts) follows it. */
export const PRICE_TICKER_REFRESH_MS = 30_000;

export const CONTACT_REPLY_HOURS = 24;
export const MINIMUM_INVESTMENT_USD = 100;

/*
 * Historical performance of investment-grade wine by period (spec section 9: 1Y 12.4, 3Y 24.7,
 * 5Y 43.2, 10Y 89.5, 20Y 187.3 percent) is not a constant here: it is computed from the stored wine
 * index (domain/wine-index-returns.ts), so the home page shows figures derived from the product's data.
 */

/** Yield split of the tokenomics (percent). */
export const YIELD_SPLIT_PCT = {
  stakingRewards: 60,
  tokenBuybacks: 25,
  treasury: 10,
  operations: 5,
} as const;

export const NETWORKS = [
  { chainId: '0x1', name: 'Ethereum' },
  { chainId: '0x89', name: 'Polygon' },
  { chainId: '0xa4b1', name: 'Arbitrum' },
] as const;

/**
 * Accounts the platform runs itself (the demo market maker) live under this e-mail domain; they are
 * not people, so platform figures such as the user count leave them out.
 */
export const SYSTEM_USER_EMAIL_DOMAIN = 'system.vino.example';

export const ROLES = ['user', 'investor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
