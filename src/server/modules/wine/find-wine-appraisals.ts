import { WINE_ADMIN_MESSAGES, type AppraisalHistory } from '../../../contracts/admin-wine';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { findAnyWineAsset, findAppraisals } from './admin-wine-repository';
import { toAppraisal } from './appraisal-mapper';

/** An asset's value history, newest appraisal first. */
export async function findWineAppraisals(db: Executor, wineAssetId: string): Promise<AppraisalHistory> {
  if (!(await findAnyWineAsset(db, wineAssetId))) throw notFound(WINE_ADMIN_MESSAGES.notFound);
  return { items: (await findAppraisals(db, wineAssetId)).map(toAppraisal) };
}
