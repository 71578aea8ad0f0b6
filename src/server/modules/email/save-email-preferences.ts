import type { EmailPreferences, SaveEmailPreferencesRequest } from '../../../contracts/email';
import { ESSENTIAL_EMAIL_CATEGORIES } from '../../../domain/email-consent';
import type { Database } from '../../db/client';
import { setSubscriberStatus, updatePreferences, type PreferencesRow } from './email-repository';
import { toEmailPreferences } from './get-email-preferences';

/**
 * Save Preferences: every category as chosen (essential ones stay on: account and security notices
 * continue, as the page says) and the frequency, now chosen (a digest frequency holds marketing mail).
 * Saving is an explicit choice, so it ends an
 * earlier "unsubscribe from all"; the newsletter subscription follows the newsletters switch.
 */
export async function saveEmailPreferences(
  db: Database,
  recipient: PreferencesRow,
  input: Pick<SaveEmailPreferencesRequest, 'categories' | 'frequency'>,
): Promise<EmailPreferences> {
  const categories = { ...input.categories };
  for (const category of ESSENTIAL_EMAIL_CATEGORIES) categories[category] = true;
  await db.transaction(async (tx) => {
    await updatePreferences(tx, recipient.id, {
      categories,
      frequency: input.frequency,
      frequencyChosen: true,
      unsubscribedAt: null,
    });
    if (categories.newsletters) await setSubscriberStatus(tx, recipient.email, 'active', 'unsubscribed');
    else await setSubscriberStatus(tx, recipient.email, 'unsubscribed', 'active');
  });
  return toEmailPreferences({
    ...recipient,
    categories,
    frequency: input.frequency,
    frequencyChosen: true,
    unsubscribedAt: null,
  });
}
