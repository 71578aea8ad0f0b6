import type { ComplianceSummary } from '../../../contracts/compliance';
import { classifyDueDate, COMPLIANCE_DUE_SOON_DAYS, toIsoDay } from '../../../domain/compliance/compliance';
import type { ComplianceContext } from './compliance-context';
import { findItems, findOpenAudits } from './compliance-repository';

/** The tab's summary tiles, counted from the items and audits as they are today. */
export async function getComplianceSummary(ctx: ComplianceContext): Promise<ComplianceSummary> {
  const [items, openAudits] = await Promise.all([findItems(ctx.db), findOpenAudits(ctx.db)]);
  const today = toIsoDay(ctx.clock.now());
  const states = items.map((item) => classifyDueDate(item.nextReview, today));
  const compliantItems = items.filter((item) => item.status === 'compliant').length;
  return {
    totalItems: items.length,
    compliantItems,
    complianceRate: items.length ? Math.round((compliantItems / items.length) * 1000) / 10 : 0,
    dueSoonReviews: states.filter((s) => s === 'due_soon').length,
    overdueReviews: states.filter((s) => s === 'overdue').length,
    highRiskOpenItems: items.filter(
      (item) => (item.riskLevel === 'critical' || item.riskLevel === 'high') && item.status !== 'compliant',
    ).length,
    openAudits: openAudits.length,
    dueSoonDays: COMPLIANCE_DUE_SOON_DAYS,
  };
}
