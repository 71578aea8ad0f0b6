/**
 * The bottle register's vocabulary and the wine codes of generated registers (Liv-ex LWIN style:
 * LWIN7 wine, vintage, pack size, bottle size in ml: `1012781-2015-06-00750`).
 */
export const BOTTLE_STATES = ['in_bond', 'reserved', 'released', 'written_off'] as const;
export type BottleState = (typeof BOTTLE_STATES)[number];
/** Bottles that back the token: still held in the vault, including those set aside for a redemption. */
export const BACKING_BOTTLE_STATES: readonly BottleState[] = ['in_bond', 'reserved'];

export const BOTTLE_CONDITIONS = ['excellent', 'very_good', 'good', 'fair', 'damaged'] as const;
export type BottleCondition = (typeof BOTTLE_CONDITIONS)[number];

/** Generated registers pack six bottles to a case, the trade's usual case for fine wine. */
export const BOTTLES_PER_CASE = 6;

/** A stable seven-digit wine number from the wine's slug without its vintage (FNV-1a, 32-bit). */
export function lwin7For(slug: string): string {
  const wine = slug.replace(/-\d{4}$/, '');
  let h = 0x811c9dc5;
  for (let i = 0; i < wine.length; i++) {
    h ^= wine.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return String(1_000_000 + (h % 9_000_000));
}

export function wineCodeFor(asset: { slug: string; vintage: number; bottleSize: string }): string {
  const ml = Number(/^(\d+)\s*ml$/i.exec(asset.bottleSize)?.[1] ?? 750);
  return `${lwin7For(asset.slug)}-${asset.vintage}-${String(BOTTLES_PER_CASE).padStart(2, '0')}-${String(ml).padStart(5, '0')}`;
}

/** Serial of the n-th generated bottle (1-based) of an asset: `VN-<LWIN7><vintage>-<n, 6 digits>`. */
export function generatedSerialPrefix(asset: { slug: string; vintage: number }): string {
  return `VN-${lwin7For(asset.slug)}${asset.vintage}-`;
}
