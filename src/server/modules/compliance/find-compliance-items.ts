import type { z } from 'zod';
import type { ComplianceItemList, ComplianceItemListQuerySchema } from '../../../contracts/compliance';
import { toIsoDay } from '../../../domain/compliance/compliance';
import type { ComplianceContext } from './compliance-context';
import { toComplianceItem } from './compliance-mapper';
import { findAttachments, findItems } from './compliance-repository';

/**
 * Compliance Items: filtered by search, category, status, risk level and due state, the nearest next
 * review first. The due state depends on today, so that filter is applied after the query.
 */
export async function findComplianceItems(
  ctx: ComplianceContext,
  query: z.output<typeof ComplianceItemListQuerySchema>,
): Promise<ComplianceItemList> {
  const rows = await findItems(ctx.db, {
    q: query.q || undefined,
    category: query.category === 'all' ? undefined : query.category,
    status: query.status === 'all' ? undefined : query.status,
    riskLevel: query.riskLevel === 'all' ? undefined : query.riskLevel,
  });
  const attachments = await findAttachments(
    ctx.db,
    'item',
    rows.map((r) => r.id),
  );
  const today = toIsoDay(ctx.clock.now());
  const items = rows.map((row) => toComplianceItem(row, attachments, today));
  return { items: query.due === 'all' ? items : items.filter((item) => item.dueState === query.due) };
}
