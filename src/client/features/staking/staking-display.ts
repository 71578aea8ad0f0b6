/**
 * How staking figures read on screen. Amounts arrive as decimal strings (18 decimals); they are
 * cut (not rounded up) to 2 decimals so the screen never shows more than was earned.
 */
import { CreateStakeRequestSchema, STAKING_MESSAGES, type StakingPool } from '../../../contracts/staking';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { MINIMUM_CLAIM, parseStakeAmount, rewardForDays, type RewardFrequency } from '../../../domain/staking-rewards';

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "12345.678900" → "12,345.67" */
export function formatVino(value: string, decimals = 2): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const cut = fraction.padEnd(decimals, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${group(whole)}${decimals > 0 ? `.${cut}` : ''}`;
}

/** The minimum as the spec's message writes it ("100", "5000"). */
export const formatMinimum = (min: string) => group(min);

export const FREQUENCY_LABEL: Record<RewardFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
export const RISK_LABEL = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' } as const;

export const lockLabel = (days: number) => (days === 0 ? 'No lock' : `${days} days`);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/**
 * The stake form's checks (investor spec section 5, in this order): a positive amount (the request
 * schema the server validates with, and its message), then the two the server makes against data it
 * holds, repeated here so the form answers at once: at least the pool's minimum, within the available
 * balance. Returns the message to show, or null.
 */
export function validateStake(amountText: string, pool: StakingPool, available: string | null): string | null {
  const request = CreateStakeRequestSchema.safeParse({ poolId: pool.id, amount: amountText });
  if (!request.success) return request.error.issues[0]?.message ?? STAKING_MESSAGES.invalidAmount;
  const amount = parseStakeAmount(request.data.amount);
  if (amount === null) return STAKING_MESSAGES.invalidAmount;
  if (amount < parseDecimal(pool.minStake, LEDGER_SCALE)) return STAKING_MESSAGES.belowMinimum(pool.minStake);
  if (available !== null && amount > parseDecimal(available, LEDGER_SCALE)) return STAKING_MESSAGES.insufficientBalance;
  return null;
}

/** The button is disabled while the amount is empty or below the pool's minimum (spec section 5). */
export function isStakeDisabled(amountText: string, pool: StakingPool | undefined): boolean {
  if (!pool || amountText.trim() === '') return true;
  const amount = parseStakeAmount(amountText);
  return amount !== null && amount < parseDecimal(pool.minStake, LEDGER_SCALE);
}

/** Days the estimate covers: the lock for a locked pool, 30 days for a flexible one. */
export const estimateDays = (pool: StakingPool) => (pool.lockDays > 0 ? pool.lockDays : 30);

/** amount x APY x days / 365 (spec section 9), or null while the amount is not valid. */
export function estimateReward(amountText: string, pool: StakingPool): string | null {
  const amount = parseStakeAmount(amountText);
  if (amount === null) return null;
  const reward = rewardForDays(amount, pool.apy, estimateDays(pool));
  return formatVino(formatDecimal(reward, LEDGER_SCALE));
}

/** Claim is offered from one hundredth of a VINO (the server's minimum claim). */
export const canClaim = (claimable: string) => parseDecimal(claimable, LEDGER_SCALE) >= MINIMUM_CLAIM;
