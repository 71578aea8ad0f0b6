/**
 * A withdrawal's life: `requested` (ledger debited, waiting for the chain job), `review` (above the
 * review threshold: waits for an admin), `broadcast` (signed and stored, then sent), `confirmed`
 * (enough blocks on top), `failed` (reverted or refused on chain: funds back) or `rejected` (by an
 * admin: funds back).
 */
export const WITHDRAWAL_STATES = ['requested', 'review', 'broadcast', 'confirmed', 'failed', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** Custody pays from what it holds; a mint (capped by the attested reserve) covers the rest. */
export const WITHDRAWAL_METHODS = ['transfer', 'mint'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
