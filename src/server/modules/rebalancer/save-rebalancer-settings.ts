import type { RebalancerSettings } from '../../../contracts/rebalancer';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import type { RequestMeta } from '../market/market-module';
import { settingsToWire } from './rebalancer-mapper';
import { findRebalancerSettings, upsertRebalancerSettings } from './rebalancer-repository';

/** Saves validated settings (targets add up to 100: checked by the request schema) with an audit row. */
export async function saveRebalancerSettings(
  db: Database,
  userId: string,
  settings: RebalancerSettings,
  request: RequestMeta = {},
): Promise<RebalancerSettings> {
  return db.transaction(async (tx) => {
    const before = settingsToWire(await findRebalancerSettings(tx, userId));
    await upsertRebalancerSettings(tx, {
      userId,
      targets: settings.targets,
      threshold: settings.threshold.toFixed(2),
      isAutoRebalance: settings.autoRebalance,
      updatedAt: new Date(),
    });
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'rebalancer.settings.save',
      entityType: 'rebalancer_settings',
      entityId: userId,
      data: { before, after: settings },
      ipAddress: request.ipAddress ?? null,
      requestId: request.requestId ?? null,
    });
    return settings;
  });
}
