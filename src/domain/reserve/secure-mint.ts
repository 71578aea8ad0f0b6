import { parseSupplyUnits } from './reserve-statement';

/** Minting pauses when the latest statement is older than this (the default of the setting). */
export const DEFAULT_MAX_STATEMENT_AGE_MS = 48 * 60 * 60 * 1000;

export type MintRefusal = 'NO_STATEMENT' | 'STATEMENT_STALE' | 'SUPPLY_ABOVE_RESERVE';

export interface MintCheckInput {
  latest: { issuedAt: string; totalValueCents: bigint } | null;
  /** VINO in circulation now, and the amount to mint (decimals up to 8). */
  supplyVino: string;
  mintVino: string;
  now: Date;
  maxAgeMs: number;
}

/**
 * Secure mint (as Chainlink's Proof of Reserve secure mint does): a mint is allowed only when a
 * statement fresher than `maxAgeMs` exists and supply after the mint stays within its attested
 * value at USD 1 per VINO.
 */
export function checkMint(
  input: MintCheckInput,
): { allowed: true } | { allowed: false; reason: MintRefusal; message: string } {
  if (!input.latest)
    return { allowed: false, reason: 'NO_STATEMENT', message: 'No reserve statement has been signed yet.' };
  const ageMs = input.now.getTime() - Date.parse(input.latest.issuedAt);
  if (ageMs > input.maxAgeMs)
    return {
      allowed: false,
      reason: 'STATEMENT_STALE',
      message: `The latest reserve statement is ${Math.floor(ageMs / 3_600_000)} hours old; minting waits for a fresh one.`,
    };
  const after = parseSupplyUnits(input.supplyVino) + parseSupplyUnits(input.mintVino);
  if (after > input.latest.totalValueCents * 10n ** 6n)
    return {
      allowed: false,
      reason: 'SUPPLY_ABOVE_RESERVE',
      message: 'This mint would take VINO in circulation above the attested reserve value.',
    };
  return { allowed: true };
}
