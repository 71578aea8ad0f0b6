import { mayReceiveCategory, type EmailCategory } from '../../../domain/email-consent';
import type { Executor } from '../../db/client';
import { findPreferencesByEmail, normalizeEmail } from './email-repository';

export interface Recipient {
  email: string;
}

/**
 * Whether a mail of `category` may go to `recipient` (operator spec section 5): not when the
 * person turned the category off (never chosen: the spec default their preferences page shows) or
 * unsubscribed from all, and not when the lookup fails. Essential categories always go. Every
 * marketing send asks this just before sending.
 */
export async function mayReceive(db: Executor, category: EmailCategory, recipient: Recipient): Promise<boolean> {
  try {
    const row = await findPreferencesByEmail(db, normalizeEmail(recipient.email));
    return mayReceiveCategory(category, {
      stored: row?.categories ?? null,
      unsubscribedFromAll: !!row?.unsubscribedAt,
    });
  } catch {
    // Spec rule: a preference that cannot be read is not a yes.
    return false;
  }
}
