import type { EmailPreferences } from '../../../contracts/email';
import { effectiveCategories, ESSENTIAL_EMAIL_CATEGORIES } from '../../../domain/email-consent';
import type { PreferencesRow } from './email-repository';

/** The page's view of a recipient: stored choices over the spec defaults, essential ones always on. */
export function toEmailPreferences(row: PreferencesRow): EmailPreferences {
  const categories = effectiveCategories(row.categories);
  for (const category of ESSENTIAL_EMAIL_CATEGORIES) categories[category] = true;
  return { categories, frequency: row.frequency, email: row.email, unsubscribedFromAll: !!row.unsubscribedAt };
}
