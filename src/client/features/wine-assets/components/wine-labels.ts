import type { WineAsset, WineCategory } from '../../../../contracts/wine';

export const CATEGORY_FILTERS: { id: WineCategory | 'all'; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'red', label: 'Red' },
  { id: 'white', label: 'White' },
  { id: 'sparkling', label: 'Sparkling' },
  { id: 'dessert', label: 'Dessert' },
  { id: 'fortified', label: 'Fortified' },
];

export const CATEGORY_LABEL: Record<WineCategory, string> = {
  red: 'Red',
  white: 'White',
  sparkling: 'Sparkling',
  dessert: 'Dessert',
  fortified: 'Fortified',
};

export const RARITY_LABEL: Record<WineAsset['rarity'], string> = {
  legendary: 'Legendary',
  ultra_rare: 'Ultra Rare',
  rare: 'Rare',
};

export const CONDITION_LABEL: Record<WineAsset['condition'], string> = {
  excellent: 'Excellent',
  very_good: 'Very Good',
  good: 'Good',
  fair: 'Fair',
};

/** "+35.3%" / "-2.0%" from a decimal string. */
export function signedPct(value: string): string {
  const n = Number(value);
  return `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;
}

/** A date-only string ("2026-09-15") shown in the reader's locale without a timezone shift. */
export function formatDay(value: string | null): string {
  if (!value) return '—';
  const [y, m, d] = value.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
