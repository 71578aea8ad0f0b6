import type { z } from 'zod';
import { WINE_ADMIN_MESSAGES, type AdminWineAsset, type WineAssetInputSchema } from '../../../contracts/admin-wine';
import { toPostSlug } from '../../../domain/content';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { badRequest } from '../../platform/http/app-error';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { toAdminWineAsset, wineAuditSnapshot } from './admin-wine-mapper';
import { findAnyWineAsset, insertWineAsset, lockWineAssetRow, slugsStartingWith } from './admin-wine-repository';
import { checkFacilityRoom } from './check-facility-room';

type Input = z.output<typeof WineAssetInputSchema>;

/** Label art for assets added by an admin (the seeded ones have their own). */
export const NEW_WINE_IMAGE = '/images/wines/bottle.svg';

/** `name-vintage`, with -2, -3... when taken (public addresses stay unique). */
async function uniqueSlug(db: Database, name: string, vintage: number): Promise<string> {
  const base = toPostSlug(`${name} ${vintage}`) || `wine-${vintage}`;
  const taken = new Set(await slugsStartingWith(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The rules zod cannot know: dates against the server clock. */
export function checkAppraisalDates(input: { lastAppraisal: string | null }, today: string): void {
  if (input.lastAppraisal && input.lastAppraisal > today)
    throw badRequest(WINE_ADMIN_MESSAGES.appraisedInFuture, { lastAppraisal: WINE_ADMIN_MESSAGES.appraisedInFuture });
}

/**
 * Add Wine Asset. A new asset joins the treasury: untokenized and outside the reserve, so it
 * changes neither the supply nor the backing ratio until an admin tokenizes it. Audited.
 */
export async function createWineAsset(
  db: Database,
  input: Input,
  actor: AdminActor,
  today: string,
): Promise<AdminWineAsset> {
  checkAppraisalDates(input, today);
  const slug = await uniqueSlug(db, input.name, input.vintage);
  const id = await db.transaction(async (tx) => {
    await checkFacilityRoom(tx, input.storageFacilityId, input.bottleCount);
    const newId = await insertWineAsset(tx, {
      ...input,
      slug,
      image: NEW_WINE_IMAGE,
      tokenized: false,
      tokensIssued: '0',
      backsToken: false,
    });
    const after = await lockWineAssetRow(tx, newId);
    await writeAuditLog(tx, {
      ...auditActor(actor),
      action: 'wine_asset.created',
      entityType: 'wine_asset',
      entityId: newId,
      data: { before: null, after: wineAuditSnapshot(after!) },
    });
    return newId;
  });
  return toAdminWineAsset((await findAnyWineAsset(db, id))!, today);
}
