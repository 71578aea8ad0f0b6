/**
 * The buy page's growth projection (investor spec section 3): ten quarters with a price path from
 * 1.00 to 2.89 and a projected ROI from 0 to 189 percent, and the result for a chosen quarter.
 *
 * This is an illustrative model, not a forecast and not market data: the price grows about 12.5%
 * a quarter (2.89 = 1.00 x 1.1252^9, rounded to the cent), ROI is the price's gain over 1.00, the
 * tokens in circulation start at the 50M of the token card and grow 2.5M a quarter, and the wine
 * portfolio backs them at the 102.4% backing ratio. The spec's quarters are Q1 2024..Q2 2026; the
 * page anchors the same path at the current quarter so "time to target" looks forward.
 */
import { formatDecimal, parseDecimal, percentage, USD_SCALE } from '../money';

/** Model prices in cents, quarter by quarter. */
const PRICE_PATH_CENTS = [100n, 113n, 127n, 142n, 160n, 180n, 203n, 228n, 257n, 289n] as const;
export const PROJECTION_QUARTERS = PRICE_PATH_CENTS.length;

const START_CIRCULATION = 50_000_000n;
const CIRCULATION_GROWTH_PER_QUARTER = 2_500_000n;
/** Backing ratio 102.4% in tenths of a percent. */
const BACKING_PER_MILLE = 1_024n;

export interface QuarterRef {
  quarter: 1 | 2 | 3 | 4;
  year: number;
}

/** The spec's first quarter. */
export const SPEC_PROJECTION_START: QuarterRef = { quarter: 1, year: 2024 };

export interface QuarterlyProjection {
  /** "Q1 2024" */
  quarter: string;
  year: number;
  /** USD decimal string, 2 places. */
  price: string;
  /** USD decimal string, 2 places. */
  winePortfolioValue: string;
  /** Whole tokens, decimal string. */
  tokensInCirculation: string;
  /** Percent over the first quarter's price, whole number. */
  projectedROI: number;
}

/** The quarter `offset` quarters after `start`. */
export function addQuarters(start: QuarterRef, offset: number): QuarterRef {
  const index = start.year * 4 + (start.quarter - 1) + offset;
  return { quarter: ((index % 4) + 1) as QuarterRef['quarter'], year: Math.floor(index / 4) };
}

/** The calendar quarter a date falls in (UTC). */
export function quarterOf(date: Date): QuarterRef {
  return { quarter: (Math.floor(date.getUTCMonth() / 3) + 1) as QuarterRef['quarter'], year: date.getUTCFullYear() };
}

/** The ten quarters from `start` (the spec's Q1 2024 unless given). */
export function buildQuarterlyProjection(start: QuarterRef = SPEC_PROJECTION_START): QuarterlyProjection[] {
  return PRICE_PATH_CENTS.map((priceCents, i) => {
    const { quarter, year } = addQuarters(start, i);
    const circulation = START_CIRCULATION + CIRCULATION_GROWTH_PER_QUARTER * BigInt(i);
    const portfolioCents = (circulation * priceCents * BACKING_PER_MILLE) / 1_000n;
    return {
      quarter: `Q${quarter} ${year}`,
      year,
      price: formatDecimal(priceCents, USD_SCALE),
      winePortfolioValue: formatDecimal(portfolioCents, USD_SCALE),
      tokensInCirculation: circulation.toString(),
      projectedROI: Number(priceCents - PRICE_PATH_CENTS[0]),
    };
  });
}

export interface ProjectionResult {
  selectedQuarter: string;
  /** USD, 2 places. */
  investmentAmount: string;
  /** VINO the investment buys now (after fees), as given. */
  currentTokens: string;
  /** currentTokens x the quarter's price, USD half up to the cent. */
  futureValue: string;
  /** futureValue - investmentAmount (negative when fees outweigh the growth). */
  totalReturn: string;
  /** totalReturn / investmentAmount in percent, 2 places. */
  percentageGain: string;
  /** Months from the first quarter to the selected one (3 per quarter). */
  timeToTarget: number;
}

/** The result of holding `currentTokens` bought for `investmentAmount` until quarter `index`. */
export function projectPurchase(input: {
  projection: readonly QuarterlyProjection[];
  index: number;
  investmentAmount: string;
  currentTokens: string;
}): ProjectionResult {
  const row = input.projection[input.index];
  if (!row) throw new Error(`No quarter at index ${input.index}`);
  const tokenScale = Math.max(0, input.currentTokens.split('.')[1]?.length ?? 0);
  const tokens = parseDecimal(input.currentTokens, tokenScale);
  const priceCents = parseDecimal(row.price, USD_SCALE);
  const divisor = 10n ** BigInt(tokenScale);
  const futureCents = (tokens * priceCents * 2n + divisor) / (divisor * 2n);
  const investedCents = parseDecimal(input.investmentAmount, USD_SCALE);
  const returnCents = futureCents - investedCents;
  return {
    selectedQuarter: row.quarter,
    investmentAmount: formatDecimal(investedCents, USD_SCALE),
    currentTokens: input.currentTokens,
    futureValue: formatDecimal(futureCents, USD_SCALE),
    totalReturn: formatDecimal(returnCents, USD_SCALE),
    percentageGain: percentage(returnCents, investedCents, 2),
    timeToTarget: input.index * 3,
  };
}

/** "Now", "9 months", "1 year", "2 years 3 months". */
export function formatTimeToTarget(months: number): string {
  if (months <= 0) return 'Now';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} year${years === 1 ? '' : 's'}`);
  if (rest > 0) parts.push(`${rest} month${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}
