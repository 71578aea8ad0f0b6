import type { Database } from '../../db/client';
import { findUserAlerts, type PriceAlertRow } from './price-alerts-repository';

/** The user's alerts, newest first: active ones and those already triggered. */
export function findMyPriceAlerts(db: Database, userId: string): Promise<PriceAlertRow[]> {
  return findUserAlerts(db, userId);
}
