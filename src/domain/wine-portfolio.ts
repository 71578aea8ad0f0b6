/**
 * Figures of the wine reserve derived from its assets (operator spec section 9: portfolio value is
 * the sum of current value x bottle count; average appreciation is the mean across assets).
 * Money stays fixed point: values are decimal strings, sums are bigint cents.
 */
import { formatDecimal, parseDecimal, USD_SCALE } from './money';

export interface WineAssetFigures {
  name: string;
  producer: string;
  region: string;
  country: string;
  category: string;
  currentValue: string;
  purchasePrice: string;
  bottleCount: number;
}

/** Top producers shown on a region card; the rest are counted (investor spec, regions tab). */
export const REGION_TOP_PRODUCERS = 3;
/** Assets listed in the performance tab. */
export const TOP_PERFORMERS = 5;
/** The category bars reach full width at 40% (investor spec, performance tab). */
export const CATEGORY_BAR_FULL_SCALE_PCT = 40;

/** Appreciation in millionths of a percent, so a mean over many assets rounds once, at the end. */
const MICRO_PCT = 1_000_000n;

function appreciationMicroPct(a: Pick<WineAssetFigures, 'currentValue' | 'purchasePrice'>): bigint {
  const current = parseDecimal(a.currentValue, USD_SCALE);
  const purchase = parseDecimal(a.purchasePrice, USD_SCALE);
  if (purchase === 0n) return 0n;
  return divideRounded((current - purchase) * 100n * MICRO_PCT, purchase);
}

/** n / d rounded half away from zero (bigint division truncates toward zero). */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return negative ? -q : q;
}

/** Millionths of a percent to a percentage string with one decimal ("35.3"). */
function formatMicroPct(value: bigint): string {
  return formatDecimal(divideRounded(value, MICRO_PCT / 10n), 1);
}

/** (current - purchase) / purchase as a percentage with one decimal. */
export function appreciationPct(a: Pick<WineAssetFigures, 'currentValue' | 'purchasePrice'>): string {
  return formatMicroPct(appreciationMicroPct(a));
}

/** Mean of the assets' appreciation, one decimal; "0.0" for none. */
export function meanAppreciationPct(
  assets: readonly Pick<WineAssetFigures, 'currentValue' | 'purchasePrice'>[],
): string {
  if (!assets.length) return '0.0';
  const sum = assets.reduce((s, a) => s + appreciationMicroPct(a), 0n);
  return formatMicroPct(divideRounded(sum, BigInt(assets.length)));
}

/** current value x bottle count, in dollars with cents. */
export function totalValue(a: Pick<WineAssetFigures, 'currentValue' | 'bottleCount'>): string {
  return formatDecimal(parseDecimal(a.currentValue, USD_SCALE) * BigInt(a.bottleCount), USD_SCALE);
}

export function portfolioValue(assets: readonly Pick<WineAssetFigures, 'currentValue' | 'bottleCount'>[]): string {
  const cents = assets.reduce((s, a) => s + parseDecimal(a.currentValue, USD_SCALE) * BigInt(a.bottleCount), 0n);
  return formatDecimal(cents, USD_SCALE);
}

export interface RegionFigures {
  name: string;
  country: string;
  totalValue: string;
  bottleCount: number;
  assetCount: number;
  avgAppreciationPct: string;
  topProducers: string[];
  otherProducerCount: number;
}

/**
 * One card per region, largest total value first. Producers rank by the value they hold in the
 * region (ties by name); the three largest are named and the others counted.
 */
export function summarizeRegions(assets: readonly WineAssetFigures[]): RegionFigures[] {
  const byRegion = groupBy(assets, (a) => a.region);
  const regions = [...byRegion.entries()].map(([name, list]) => {
    const producerValue = new Map<string, bigint>();
    for (const a of list) {
      const value = parseDecimal(a.currentValue, USD_SCALE) * BigInt(a.bottleCount);
      producerValue.set(a.producer, (producerValue.get(a.producer) ?? 0n) + value);
    }
    const producers = [...producerValue.entries()]
      .sort(([an, av], [bn, bv]) => (av === bv ? an.localeCompare(bn) : av > bv ? -1 : 1))
      .map(([p]) => p);
    return {
      name,
      country: list[0]!.country,
      totalValue: portfolioValue(list),
      bottleCount: list.reduce((s, a) => s + a.bottleCount, 0),
      assetCount: list.length,
      avgAppreciationPct: meanAppreciationPct(list),
      topProducers: producers.slice(0, REGION_TOP_PRODUCERS),
      otherProducerCount: Math.max(0, producers.length - REGION_TOP_PRODUCERS),
    };
  });
  return regions.sort((a, b) => compareDecimal(b.totalValue, a.totalValue) || a.name.localeCompare(b.name));
}

/** Mean appreciation per category, in the order given (the spec's category order). */
export function summarizeCategories<C extends string>(
  assets: readonly WineAssetFigures[],
  categories: readonly C[],
): { category: C; assetCount: number; avgAppreciationPct: string }[] {
  return categories.map((category) => {
    const list = assets.filter((a) => a.category === category);
    return { category, assetCount: list.length, avgAppreciationPct: meanAppreciationPct(list) };
  });
}

/** The `count` assets with the highest appreciation (ties by name). */
export function topByAppreciation<T extends WineAssetFigures>(assets: readonly T[], count = TOP_PERFORMERS): T[] {
  return [...assets]
    .map((a) => ({ a, pct: appreciationMicroPct(a) }))
    .sort((x, y) => (x.pct === y.pct ? x.a.name.localeCompare(y.a.name) : x.pct > y.pct ? -1 : 1))
    .slice(0, count)
    .map((x) => x.a);
}

/** Width of a category bar in percent of the track: full at 40% appreciation, never beyond. */
export function categoryBarWidthPct(avgAppreciationPct: string | number): number {
  const pct = Number(avgAppreciationPct);
  return Math.max(0, Math.min(100, (pct / CATEGORY_BAR_FULL_SCALE_PCT) * 100));
}

function compareDecimal(a: string, b: string): number {
  const x = parseDecimal(a, USD_SCALE);
  const y = parseDecimal(b, USD_SCALE);
  return x === y ? 0 : x > y ? 1 : -1;
}

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
