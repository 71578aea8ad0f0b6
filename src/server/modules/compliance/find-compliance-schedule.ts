import type { ComplianceSchedule, ComplianceScheduleEntry } from '../../../contracts/compliance';
import { classifyDueDate, daysUntil, toIsoDay } from '../../../domain/compliance/compliance';
import type { ComplianceContext } from './compliance-context';
import { findItems, findOpenAudits } from './compliance-repository';

/**
 * Schedule: every item's next review and every audit still ahead (scheduled or in progress), in date
 * order. Overdue ones stay on it (they are still to do) and so come first.
 */
export async function findComplianceSchedule(ctx: ComplianceContext): Promise<ComplianceSchedule> {
  const [items, audits] = await Promise.all([findItems(ctx.db), findOpenAudits(ctx.db)]);
  const today = toIsoDay(ctx.clock.now());
  const entry = (e: Omit<ComplianceScheduleEntry, 'dueState' | 'daysUntil'>): ComplianceScheduleEntry => ({
    ...e,
    dueState: classifyDueDate(e.date, today),
    daysUntil: daysUntil(e.date, today),
  });
  const entries = [
    ...items.map((i) =>
      entry({
        kind: 'review',
        id: i.id,
        title: i.title,
        date: i.nextReview,
        owner: i.responsible,
        group: i.category,
        level: i.riskLevel,
      }),
    ),
    ...audits.map((a) =>
      entry({
        kind: 'audit',
        id: a.id,
        title: a.title,
        date: a.auditDate,
        owner: a.auditor,
        group: a.type,
        level: a.priority,
      }),
    ),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  return { entries };
}
