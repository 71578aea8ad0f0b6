import type { Appraisal } from '../../../contracts/admin-wine';
import { appreciationPct } from '../../../domain/wine-portfolio';
import type { wineAppraisals } from '../../db/schema/wine';

type AppraisalRow = typeof wineAppraisals.$inferSelect & { recordedByName?: string | null };

/** One row of the value history; change_pct is against the value it replaced. */
export function toAppraisal(row: AppraisalRow): Appraisal {
  return {
    id: row.id,
    value: row.value,
    previous_value: row.previousValue,
    change_pct: appreciationPct({ currentValue: row.value, purchasePrice: row.previousValue }),
    appraiser: row.appraiser,
    appraised_on: row.appraisedOn,
    note: row.note,
    recorded_by: row.recordedByName ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
