import { unsubscribedChoices } from '../../../domain/email-consent';
import type { Database } from '../../db/client';
import { setSubscriberStatus, updatePreferences, type PreferencesRow } from './email-repository';

export interface UnsubscribeFromAllDeps {
  db: Database;
  /** Puts the unsubscribe down to the campaign that was last mailed to the address. */
  onUnsubscribed?: (email: string) => Promise<void>;
}

/**
 * Unsubscribe from all: every category but the essential ones (account and security notices) is
 * turned off and the newsletter subscription ends. Idempotent: the first time is kept. The caller
 * has already proved who the recipient is (a signed link or the signed-in user).
 */
export async function unsubscribeFromAll(
  deps: UnsubscribeFromAllDeps,
  recipient: PreferencesRow,
): Promise<PreferencesRow> {
  const updated = { categories: unsubscribedChoices(), unsubscribedAt: recipient.unsubscribedAt ?? new Date() };
  await deps.db.transaction(async (tx) => {
    await updatePreferences(tx, recipient.id, updated);
    await setSubscriberStatus(tx, recipient.email, 'unsubscribed', 'active');
    await setSubscriberStatus(tx, recipient.email, 'unsubscribed', 'pending');
  });
  await deps.onUnsubscribed?.(recipient.email);
  return { ...recipient, ...updated };
}
