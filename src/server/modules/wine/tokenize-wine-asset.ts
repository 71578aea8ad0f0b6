import { WINE_ADMIN_MESSAGES } from '../../../contracts/admin-wine';
import { tokensForAsset } from '../../../domain/admin/wine-reserve';
import type { Executor } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, notFound } from '../../platform/http/app-error';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { wineAuditSnapshot } from './admin-wine-mapper';
import { insertSupplyEvent, lockWineAssetRow, updateWineAssetRow } from './admin-wine-repository';
import { checkFullBacking } from './check-full-backing';

/**
 * The secure-mint gate (the reserve module's `assertMintAllowed`): throws, refusing the mint, unless
 * the latest signed statement is fresh and covers supply after it.
 */
export type MintGate = (tx: Executor, mintVino: string) => Promise<void>;

/**
 * Tokenize an untokenized asset, inside the caller's transaction: an approved four-eyes tokenisation
 * proposal of the reserve module (there is no direct route: minting always has a second admin). VINO
 * is minted for its value at USD 1 per VINO (current value x bottles), recorded as a mint in
 * token_supply_events naming the asset, and the asset joins the reserve that backs the token. Adding
 * equal amounts to the reserve and the supply never lowers a ratio at or above 100 %, but an asset
 * already counted in the reserve (or a reserve already under 100 %) can: the full-backing rule is
 * checked like every other reserve change, then the secure-mint gate on the signed statement. Audited.
 */
export async function tokenizeInTransaction(
  tx: Executor,
  id: string,
  actor: AdminActor,
  now: Date,
  mintGate: MintGate,
) {
  const before = await lockWineAssetRow(tx, id);
  if (!before) throw notFound(WINE_ADMIN_MESSAGES.notFound);
  if (before.retiredAt) throw new AppError(409, 'RETIRED', WINE_ADMIN_MESSAGES.retired);
  if (before.tokenized) throw new AppError(409, 'ALREADY_TOKENIZED', WINE_ADMIN_MESSAGES.alreadyTokenized);
  const tokens = tokensForAsset(before);
  await checkFullBacking(tx, { reserveDeltaUsd: before.backsToken ? '0' : tokens, supplyDeltaVino: tokens });
  await mintGate(tx, tokens);
  const minted = await insertSupplyEvent(tx, {
    kind: 'mint',
    amount: tokens,
    reason: `Tokenization of ${before.name} ${before.vintage} (${before.bottleCount} bottles at USD ${before.currentValue})`,
    wineAssetId: id,
  });
  const after = await updateWineAssetRow(tx, id, {
    tokenized: true,
    tokensIssued: tokens,
    backsToken: true,
    updatedAt: now,
  });
  await writeAuditLog(tx, {
    ...auditActor(actor),
    action: 'wine_asset.tokenized',
    entityType: 'wine_asset',
    entityId: id,
    data: { supplyEventId: minted.id, tokens, before: wineAuditSnapshot(before), after: wineAuditSnapshot(after!) },
  });
  return minted;
}
