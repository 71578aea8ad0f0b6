import type { WineCategory } from '../../../../contracts/wine';
import type { AdminWineAsset } from '../../../../contracts/admin-wine';

export const CATEGORY_LABEL: Record<WineCategory, string> = {
  red: 'Red',
  white: 'White',
  sparkling: 'Sparkling',
  dessert: 'Dessert',
  fortified: 'Fortified',
};

export const CONDITION_LABEL: Record<AdminWineAsset['condition'], string> = {
  excellent: 'Excellent',
  very_good: 'Very Good',
  good: 'Good',
  fair: 'Fair',
};
