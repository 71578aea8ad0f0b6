import { checkMint } from '../../../domain/reserve/secure-mint';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { ReserveContext } from './reserve-context';
import { readTotalCirculation } from './read-total-circulation';
import { findLatestStatement } from './reserve-repository';

/**
 * The secure-mint gate every issuance calls inside its transaction before it records the mint:
 * refused (409 MINT_PAUSED) unless the latest statement is fresh and covers supply after the mint;
 * a refusal raises a compliance alert, outside the refused transaction so it stays. The alert is not
 * awaited here: on the embedded database a write outside the open transaction waits for it to end,
 * so the refusal carries the alert's promise (`alertRaised`) for callers to await after rolling back.
 */
export async function assertMintAllowed(
  ctx: ReserveContext,
  executor: Executor,
  mintVino: string,
  maxAgeMs: number,
): Promise<void> {
  const latest = await findLatestStatement(executor);
  const verdict = checkMint({
    latest: latest ? { issuedAt: latest.issued_at, totalValueCents: BigInt(latest.total_value_cents) } : null,
    supplyVino: await readTotalCirculation(ctx, executor),
    mintVino,
    now: ctx.clock.now(),
    maxAgeMs,
  });
  if (verdict.allowed) return;
  const alertRaised = ctx
    .raiseComplianceAlert({
      severity: 'critical',
      message: `Minting paused: ${verdict.message}`,
      rule: 'reserve_secure_mint',
      dedupKey: `reserve-secure-mint:${verdict.reason}`,
      facts: [
        { label: 'Refused mint (VINO)', value: mintVino },
        { label: 'Latest statement', value: latest ? `${latest.sequence} at ${latest.issued_at}` : 'none' },
      ],
    })
    .then(
      () => undefined,
      (err: unknown) => ctx.log.error({ err }, 'could not raise the secure-mint alert'),
    );
  throw Object.assign(new AppError(409, 'MINT_PAUSED', verdict.message), { alertRaised });
}

/** After a refused mint's transaction has rolled back: waits for its compliance alert to be written. */
export async function settleMintRefusal(error: unknown): Promise<void> {
  const pending = (error as { alertRaised?: Promise<void> } | null)?.alertRaised;
  if (pending) await pending;
}
