import { DecimalStringSchema } from './common';
import { z } from './zod';

/** An EVM address in any letter case; the server stores it lower-cased. */
export const WalletAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Please enter a valid wallet address');

export const WalletAddressParamsSchema = z.object({ address: WalletAddressSchema });

export const SiweNonceResponseSchema = z.object({ nonce: z.string(), expiresAt: z.string() });
export type SiweNonceResponse = z.infer<typeof SiweNonceResponseSchema>;

/** The EIP-4361 message the wallet signed, its signature, and which wallet signed it (e.g. 'MetaMask'). */
export const SiweVerifyRequestSchema = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Invalid signature'),
  walletType: z.string().trim().min(1).max(60).default('injected'),
});
export type SiweVerifyRequest = z.input<typeof SiweVerifyRequestSchema>;
export const SiweVerifyResponseSchema = z.object({ address: z.string(), chainId: z.number().int() });
export type SiweVerifyResponse = z.infer<typeof SiweVerifyResponseSchema>;

/** Balances read through the wallet, stored with the USD value of the ETH (core spec section 9). */
export const WalletBalanceSyncRequestSchema = z.object({
  chainId: z.number().int().positive(),
  eth: DecimalStringSchema,
  vino: DecimalStringSchema.nullable(),
});
export type WalletBalanceSyncRequest = z.infer<typeof WalletBalanceSyncRequestSchema>;
export const WalletBalanceSyncResponseSchema = z.object({ balanceUsd: z.string() });

export const UserWalletSchema = z.object({
  address: z.string(),
  walletType: z.string(),
  chainId: z.number().int(),
  networkName: z.string(),
  isPrimary: z.boolean(),
  verifiedAt: z.string().nullable(),
  lastConnectedAt: z.string(),
  verificationStatus: z.enum(['verified', 'unverified']),
  balanceUsd: DecimalStringSchema,
  balanceTokens: z.object({ ETH: DecimalStringSchema.optional(), VINO: DecimalStringSchema.optional() }),
  lastSyncAt: z.string(),
});
export type UserWallet = z.infer<typeof UserWalletSchema>;

export const UserWalletListSchema = z.object({ wallets: z.array(UserWalletSchema) });
export type UserWalletList = z.infer<typeof UserWalletListSchema>;

/** Chain id (decimal, as a string key) to the VINO ERC-20 contract address on that chain. */
export const VinoTokenAddressesSchema = z.record(z.string(), z.string());
