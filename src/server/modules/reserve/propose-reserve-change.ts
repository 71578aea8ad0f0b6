import type { CreateReserveProposal } from '../../../contracts/reserve-admin';
import { isReconciled, parseManifestCsv, reconcileManifest } from '../../../domain/reserve/reconcile-manifest';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError, badRequest } from '../../platform/http/app-error';
import { tokensForAsset } from '../../../domain/admin/wine-reserve';
import { findAnyWineAsset } from '../wine/wine-module';
import { findHeldBottles, hasPendingProposal, insertProposal, type ProposalRow } from './proposal-repository';
import type { ReserveContext } from './reserve-context';

export interface Actor {
  userId: string;
  ipAddress: string;
  requestId: string;
}

/**
 * Records a change to the reserve as pending: nothing in the register moves until another admin
 * approves it. A manifest is reconciled at once; any mismatch raises a compliance alert.
 */
export async function proposeReserveChange(
  ctx: ReserveContext,
  input: CreateReserveProposal,
  actor: Actor,
): Promise<ProposalRow> {
  const asset = await findAnyWineAsset(ctx.db, input.wine_asset_id);
  if (!asset) throw new AppError(404, 'NOT_FOUND', 'No wine asset has this id.');
  let payload: Record<string, unknown>;
  let summary: string;
  if (input.kind === 'appraisal') {
    payload = { value_usd_per_bottle: input.value_usd_per_bottle };
    summary = `Appraise each held bottle at USD ${input.value_usd_per_bottle}`;
  } else if (input.kind === 'write_off') {
    payload = { serials: input.serials, reason: input.reason };
    summary = `Write off ${input.serials.length} bottle(s): ${input.reason}`;
  } else if (input.kind === 'tokenisation') {
    if (asset.retiredAt) throw new AppError(409, 'RETIRED', 'A retired asset cannot be tokenised.');
    if (asset.tokenized) throw new AppError(409, 'ALREADY_TOKENIZED', 'This asset is already tokenised.');
    // Two pending tokenisations of one asset would ask two approvers to mint for the same bottles.
    if (await hasPendingProposal(ctx.db, input.wine_asset_id, 'tokenisation'))
      throw new AppError(409, 'ALREADY_PROPOSED', 'A tokenisation of this asset is already awaiting approval.');
    const tokens = tokensForAsset(asset);
    payload = { tokens };
    summary = `Tokenise ${asset.bottleCount} bottle(s) of ${asset.name} ${asset.vintage} at USD ${asset.currentValue}: mint ${tokens} VINO`;
  } else {
    let rows;
    try {
      rows = parseManifestCsv(input.csv);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
    const reconciliation = reconcileManifest(await findHeldBottles(ctx.db, input.wine_asset_id), rows);
    payload = { reconciliation };
    summary = isReconciled(reconciliation)
      ? `Manifest of ${rows.length} bottle(s) matches the register`
      : `Manifest of ${rows.length} bottle(s): ${reconciliation.missing.length} missing, ${reconciliation.extra.length} extra, ${reconciliation.moved.length} moved, ${reconciliation.mislabelled.length} mislabelled`;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertProposal(tx, {
      kind: input.kind,
      wineAssetId: input.wine_asset_id,
      summary,
      payload,
      proposedBy: actor.userId,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'reserve.proposal.create',
      entityType: 'reserve_proposal',
      entityId: created.id,
      data: { kind: input.kind, wineAssetId: input.wine_asset_id, summary },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return created;
  });
  if (input.kind === 'manifest_import' && !summary.endsWith('matches the register'))
    await ctx.raiseComplianceAlert({
      severity: 'high',
      message: `Warehouse manifest does not match the bottle register: ${summary.replace(/^Manifest of /, '')}`,
      rule: 'reserve_manifest_mismatch',
      dedupKey: `reserve-manifest:${input.wine_asset_id}`,
      facts: [
        { label: 'Wine asset', value: input.wine_asset_id },
        { label: 'Proposal', value: row.id },
      ],
    });
  return row;
}
