import type { SystemAlert, SystemAlertDetails } from '../../../contracts/admin-overview';
import { RULE_DESCRIPTIONS } from './alert-rules';
import type { SystemAlertRowWithResolver } from './system-alerts-repository';

export function toSystemAlert(row: SystemAlertRowWithResolver): SystemAlert {
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    resolved: row.resolved,
    resolvedBy: row.resolvedBy,
    resolvedByName: row.resolvedByName,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    rule: row.rule,
    occurrences: row.occurrences,
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

export function toSystemAlertDetails(row: SystemAlertRowWithResolver): SystemAlertDetails {
  return {
    ...toSystemAlert(row),
    ruleDescription: RULE_DESCRIPTIONS[row.rule] ?? row.rule,
    facts: row.details.facts,
    links: row.details.links,
  };
}
