import type { ManifestReconciliation } from '../../../domain/reserve/reconcile-manifest';
import type { Executor } from '../../db/client';
import { tokenizeInTransaction } from '../wine/wine-module';
import { assertMintAllowed, settleMintRefusal } from './assert-mint-allowed';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import type { Actor } from './propose-reserve-change';
import {
  decideProposal,
  lockProposal,
  moveBottle,
  registerAssetBottles,
  setHeldBottleValue,
  setHeldBottlesState,
  type ProposalRow,
} from './proposal-repository';
import type { ReserveContext } from './reserve-context';
import { requestAttestation } from './reserve-jobs';

/**
 * Approves or rejects a pending proposal. The proposer can never decide their own (four eyes; the
 * table's check constraint says so too). An approval applies the change, audits it and asks for a
 * new statement, all in one transaction.
 */
export async function decideReserveProposal(
  ctx: ReserveContext,
  id: string,
  decision: 'approved' | 'rejected',
  actor: Actor,
): Promise<ProposalRow> {
  return ctx.db
    .transaction(async (tx) => {
      const proposal = await lockProposal(tx, id);
      if (!proposal) throw new AppError(404, 'NOT_FOUND', 'No reserve proposal has this id.');
      if (proposal.status !== 'pending')
        throw new AppError(409, 'ALREADY_DECIDED', `This proposal was already ${proposal.status}.`);
      if (proposal.proposedBy === actor.userId)
        throw new AppError(
          403,
          'FOUR_EYES',
          'A reserve change must be approved by an admin other than the one who proposed it.',
        );
      const at = ctx.clock.now();
      let applied: Record<string, unknown> = {};
      if (decision === 'approved') {
        applied = await applyProposal(ctx, tx, proposal, actor, at);
        await requestAttestation(tx, `${proposal.kind} approved`);
      }
      await decideProposal(tx, id, decision, actor.userId, at);
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        action: decision === 'approved' ? 'reserve.proposal.approve' : 'reserve.proposal.reject',
        entityType: 'reserve_proposal',
        entityId: id,
        data: { kind: proposal.kind, proposedBy: proposal.proposedBy, ...applied },
        ipAddress: actor.ipAddress,
        requestId: actor.requestId,
      });
      return { ...proposal, status: decision, decidedBy: actor.userId, decidedAt: at };
    })
    .catch(async (error: unknown) => {
      await settleMintRefusal(error);
      throw error;
    });
}

async function applyProposal(
  ctx: ReserveContext,
  tx: Executor,
  p: ProposalRow,
  actor: Actor,
  at: Date,
): Promise<Record<string, unknown>> {
  const payload = p.payload;
  if (p.kind === 'appraisal')
    return { bottlesRevalued: await setHeldBottleValue(tx, p.wineAssetId, String(payload.value_usd_per_bottle)) };
  if (p.kind === 'write_off')
    return {
      bottlesWrittenOff: await setHeldBottlesState(tx, p.wineAssetId, payload.serials as string[], 'written_off'),
    };
  if (p.kind === 'manifest_import') {
    // The approved manifest is the vault's word: moved bottles take its facility, bottles it does not
    // list leave the reserve. Extra bottles need an appraisal and a register entry first.
    const r = payload.reconciliation as ManifestReconciliation;
    for (const m of r.moved) await moveBottle(tx, m.serial, m.to);
    const writtenOff = r.missing.length ? await setHeldBottlesState(tx, p.wineAssetId, r.missing, 'written_off') : 0;
    return { bottlesMoved: r.moved.length, bottlesWrittenOff: writtenOff };
  }
  if (p.kind === 'tokenisation') {
    // The mint is gated on the latest signed statement (refused: the whole approval rolls back and
    // the proposal stays pending); the asset's bottles then join the register for the next one.
    const maxAgeMs = await ctx.maxStatementAgeMs();
    const minted = await tokenizeInTransaction(tx, p.wineAssetId, actor, at, (gateTx, vino) =>
      assertMintAllowed(ctx, gateTx, vino, maxAgeMs),
    );
    return {
      supplyEventId: minted.id,
      tokensMinted: minted.amount,
      bottlesRegistered: await registerAssetBottles(tx, p.wineAssetId),
    };
  }
  throw new AppError(409, 'UNSUPPORTED_PROPOSAL', `Unknown proposal kind ${p.kind}.`);
}
