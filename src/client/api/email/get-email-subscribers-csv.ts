/**
 * GET /api/v1/admin/email/subscribers.csv: Export CSV with the current filters, downloaded straight
 * from the server's stream (a link, not a fetch into memory).
 */
import { apiPaths } from '../../../contracts/api-paths';
import type { AdminSubscribersFilter } from '../../../contracts/email';
import { buildUrl } from '../../lib/api-client';

export function emailSubscribersCsvHref(filter: AdminSubscribersFilter): string {
  return buildUrl(apiPaths.admin.emailSubscribersCsv, { ...filter });
}
