import { WITHDRAWAL_METHODS, WITHDRAWAL_STATES } from '../domain/chain/bridge-states';
import { DecimalStringSchema } from './common';
import { WalletAddressSchema } from './wallet';
import { z } from './zod';

/** The bridge between the exchange ledger and the VINO contract: paths, bodies and answers. */
export const chainApiPaths = {
  withdrawals: '/api/v1/me/chain/withdrawals',
  deposits: '/api/v1/me/chain/deposits',
  adminWithdrawals: '/api/v1/admin/chain/withdrawals',
  adminApprove: '/api/v1/admin/chain/withdrawals/:id/approve',
  adminReject: '/api/v1/admin/chain/withdrawals/:id/reject',
  /** Fills the `:id` of a path. */
  forId: (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id)),
} as const;

/** The texts the server answers with and the client shows. */
export const CHAIN_MESSAGES = {
  noChain: 'No VINO contract is configured on this network, so VINO cannot be withdrawn or deposited.',
  amount: 'Please enter an amount of VINO greater than 0, with at most 18 decimals',
  insufficientBalance: 'Insufficient VINO balance for this withdrawal; nothing was moved.',
  notVerified: 'Withdrawals go only to a wallet you have verified (signed in with Ethereum); nothing was moved.',
  dailyLimit: (limit: string) => `This would exceed your daily withdrawal limit of ${limit} VINO; nothing was moved.`,
  notFound: 'Withdrawal not found.',
  notInReview: 'Only a withdrawal waiting for review can be approved or rejected.',
  inReview: 'Your withdrawal is above the review threshold and waits for our team to approve it.',
  requested: 'Your withdrawal was requested; it is sent to your wallet in a moment.',
} as const;

export const CHAIN_ERROR_CODES = {
  noChain: 'CHAIN_NOT_CONFIGURED',
  notVerified: 'WALLET_NOT_VERIFIED',
  dailyLimit: 'WITHDRAWAL_DAILY_LIMIT',
  notInReview: 'WITHDRAWAL_NOT_IN_REVIEW',
} as const;

/** A VINO amount as the ledger keeps it: positive, at most 18 decimals. */
const VinoAmountSchema = z
  .string({ error: CHAIN_MESSAGES.amount })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, CHAIN_MESSAGES.amount)
  .refine((v) => /[1-9]/.test(v), CHAIN_MESSAGES.amount);

/** POST withdrawals: to one of the caller's own verified wallets. */
export const CreateWithdrawalSchema = z.object({ amount: VinoAmountSchema, destination: WalletAddressSchema }).strict();
export type CreateWithdrawal = z.infer<typeof CreateWithdrawalSchema>;

export const WithdrawalSchema = z.object({
  id: z.string(),
  destination: z.string(),
  amount: DecimalStringSchema,
  state: z.enum(WITHDRAWAL_STATES),
  method: z.enum(WITHDRAWAL_METHODS).nullable(),
  txHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  broadcastAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** The caller's withdrawals, newest first; `chainConfigured` false means the bridge is off. */
export const WithdrawalListSchema = z.object({ chainConfigured: z.boolean(), items: z.array(WithdrawalSchema) });
export type WithdrawalList = z.infer<typeof WithdrawalListSchema>;

export const DepositSchema = z.object({
  id: z.string(),
  txHash: z.string(),
  logIndex: z.number().int(),
  blockNumber: z.string(),
  fromAddress: z.string(),
  amount: DecimalStringSchema,
  createdAt: z.string(),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const DepositListSchema = z.object({
  chainConfigured: z.boolean(),
  /** Where to send VINO to deposit it (the platform's custody address), null without a chain. */
  custodyAddress: z.string().nullable(),
  items: z.array(DepositSchema),
});
export type DepositList = z.infer<typeof DepositListSchema>;

/** The admin review queue: withdrawals waiting in `review`, oldest first, with who asked. */
export const AdminWithdrawalSchema = WithdrawalSchema.extend({ userId: z.string(), userEmail: z.string() });
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;
export const AdminWithdrawalListSchema = z.object({ items: z.array(AdminWithdrawalSchema) });
export type AdminWithdrawalList = z.infer<typeof AdminWithdrawalListSchema>;

export const WithdrawalParamsSchema = z.object({ id: z.uuid(CHAIN_MESSAGES.notFound) });
export const RejectWithdrawalSchema = z
  .object({ reason: z.string().trim().min(1, 'Please give a reason').max(500, 'The reason is too long') })
  .strict();
