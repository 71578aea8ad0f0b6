import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { deleteUserAlert } from './price-alerts-repository';

/** Removes one of the user's own alerts; someone else's id is "not found", never a hint it exists. */
export async function deletePriceAlert(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteUserAlert(db, userId, id))) throw notFound('Unknown price alert');
}
