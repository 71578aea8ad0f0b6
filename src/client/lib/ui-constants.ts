/**
 * Constants of the browser's presentation (core spec section 9): they shape screens, not business
 * rules, so they live with the client rather than in src/domain. The client's server-refresh
 * intervals are in src/client/api/query-policy.ts.
 */

/** The home page's wine carousel advances this often. */
export const CAROUSEL_INTERVAL_MS = 6_000;

/** A failed image is tried again this many times, this long apart, before 'Image unavailable'. */
export const IMAGE_RETRY_COUNT = 2;
export const IMAGE_RETRY_DELAY_MS = 1_000;

/** Web-vitals are sent this long after load so late metrics (LCP, CLS) have settled. */
export const PERFORMANCE_REPORT_DELAY_MS = 1_000;
export const CLS_DECIMALS = 3;
export const MEMORY_MB_DECIMALS = 2;

/** Sign-in: successful redirect delay (the spec's demo delay is 1000 ms). */
export const SIGN_IN_REDIRECT_MS = 500;
export const DEMO_SIGN_IN_REDIRECT_MS = 1_000;
