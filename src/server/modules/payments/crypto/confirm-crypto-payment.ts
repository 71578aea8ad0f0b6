import type { Hex } from 'viem';
import {
  CRYPTO_PAYMENT_MESSAGES as M,
  CRYPTO_TX_PENDING_CODE,
  type PaymentStatusResponse,
} from '../../../../contracts/payments';
import { formatWeiAsEth } from '../../../../domain/payments/crypto-quote';
import { writeAuditLog } from '../../../platform/audit-log';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error';
import { handleProviderEvent } from '../handle-provider-event';
import type { PaymentsContext } from '../payments-context';
import { findPaymentById, type PaymentRow } from '../payments-repository';
import type { ChainReader, ChainTransfer } from './chain-reader';
import { claimPaymentForTransaction, isEventRecorded, releasePaymentClaim } from './crypto-payment-repository';
import { cryptoQuoteOf, type CryptoQuote } from './quote-crypto-payment';
import { findVerifiedWalletAddresses } from '../../wallet/wallet-module';

export interface ConfirmCryptoInput {
  userId: string;
  paymentId: string;
  txHash: string;
  ipAddress: string;
  requestId: string;
}

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** Not refused for good: the same transaction will do once it is mined deep enough. */
const notYet = (message: string) => new AppError(409, CRYPTO_TX_PENDING_CODE, message);

/**
 * Settles a crypto purchase from the wallet transaction that paid it. The transaction is read from
 * the configured chain and must have succeeded, on that chain, to the deposit address, from one of
 * the buyer's verified wallets, for at least the ETH quoted at intent time, with enough confirmations;
 * and it may pay one payment only (its hash is recorded as a provider event under a unique index).
 * Then the payment succeeds through the webhook's own path: credited once, revenue, notification,
 * e-mail. Every refusal is audited with its reason, except "not yet" (the browser polls through those).
 */
export async function confirmCryptoPayment(
  ctx: PaymentsContext,
  chain: ChainReader,
  input: ConfirmCryptoInput,
): Promise<PaymentStatusResponse> {
  const deposit = ctx.cryptoDeposit;
  if (!deposit) throw badRequest(M.notConfigured);
  const payment = await findPaymentById(ctx.db, input.paymentId);
  if (!payment || payment.userId !== input.userId) throw notFound('Payment not found.');
  const quote = cryptoQuoteOf(payment.metadata);
  if (payment.paymentMethod !== 'crypto' || !quote || !payment.providerPaymentId) throw badRequest(M.notWalletPayment);
  if (payment.status === 'succeeded') throw conflict(M.alreadyPaid);
  if (payment.status === 'failed' || payment.status === 'canceled') throw badRequest(M.notPayable);

  const txHash = input.txHash.toLowerCase();
  const eventId = `wallet_tx:${deposit.chainId}:${txHash}`;
  const refuse = async (error: AppError, reason: string, extra: Record<string, unknown> = {}) => {
    await writeAuditLog(ctx.db, {
      actorUserId: input.userId,
      action: 'payment.crypto_refused',
      entityType: 'payment',
      entityId: payment.id,
      data: { txHash, reason, ...extra },
      ipAddress: input.ipAddress,
      requestId: input.requestId,
    });
    return error;
  };

  if (await isEventRecorded(ctx.db, payment.provider, eventId)) throw await refuse(conflict(M.txUsed), 'tx_used');
  const transfer = await readOnChain(ctx, chain, txHash as Hex);
  if (!transfer) throw await refuse(badRequest(M.txNotFound), 'tx_not_found');
  await checkTransfer(ctx, payment, quote, transfer.transfer, transfer.nodeChainId, transfer.latestBlock, refuse);

  if (!(await claimPaymentForTransaction(ctx.db, payment.id, txHash)))
    throw await refuse(conflict(M.otherTransaction), 'other_transaction');
  const { duplicate } = await handleProviderEvent(ctx, {
    id: eventId,
    type: 'payment.succeeded',
    paymentIntentId: payment.providerPaymentId,
  });
  if (duplicate) {
    await releasePaymentClaim(ctx.db, payment.id, txHash);
    throw await refuse(conflict(M.txUsed), 'tx_used');
  }
  await writeAuditLog(ctx.db, {
    actorUserId: input.userId,
    action: 'payment.crypto_confirmed',
    entityType: 'payment',
    entityId: payment.id,
    data: {
      txHash,
      chainId: deposit.chainId,
      from: transfer.transfer.from.toLowerCase(),
      valueWei: transfer.transfer.valueWei.toString(),
      quotedWei: quote.wei,
    },
    ipAddress: input.ipAddress,
    requestId: input.requestId,
  });
  return { paymentId: payment.id, status: 'succeeded' };
}

async function readOnChain(ctx: PaymentsContext, chain: ChainReader, hash: Hex) {
  try {
    const [nodeChainId, transfer, latestBlock] = await Promise.all([
      chain.chainId(),
      chain.readTransfer(hash),
      chain.latestBlock(),
    ]);
    return transfer ? { nodeChainId, transfer, latestBlock } : null;
  } catch (error) {
    ctx.log.error({ err: error, hash }, 'crypto payment: chain read failed');
    throw new AppError(503, 'CHAIN_UNAVAILABLE', M.rpcUnavailable);
  }
}

async function checkTransfer(
  ctx: PaymentsContext,
  payment: PaymentRow,
  quote: CryptoQuote,
  transfer: ChainTransfer,
  nodeChainId: number,
  latestBlock: bigint,
  refuse: (error: AppError, reason: string, extra?: Record<string, unknown>) => Promise<AppError>,
): Promise<void> {
  const deposit = ctx.cryptoDeposit!;
  if (nodeChainId !== deposit.chainId || (transfer.chainId !== null && transfer.chainId !== deposit.chainId))
    throw await refuse(badRequest(M.wrongChain), 'wrong_chain', { chainId: transfer.chainId ?? nodeChainId });
  if (!transfer.receipt) throw notYet(M.txPending);
  if (!transfer.receipt.success) throw await refuse(badRequest(M.txFailed), 'tx_failed');
  if (transfer.to?.toLowerCase() !== deposit.address.toLowerCase())
    throw await refuse(badRequest(M.wrongRecipient), 'wrong_recipient', { to: transfer.to?.toLowerCase() ?? null });
  const wallets = await findVerifiedWalletAddresses(ctx.db, payment.userId);
  if (!wallets.has(transfer.from.toLowerCase()))
    throw await refuse(badRequest(M.notYourWallet), 'not_your_wallet', { from: transfer.from.toLowerCase() });
  if (transfer.valueWei < BigInt(quote.wei))
    throw await refuse(badRequest(M.tooLittle(formatWeiAsEth(transfer.valueWei), quote.eth)), 'too_little', {
      valueWei: transfer.valueWei.toString(),
      quotedWei: quote.wei,
    });
  const { blockchain } = await ctx.settings.get();
  // A setting of 0 still needs the transaction mined: one confirmation at least.
  const needed = Math.max(1, blockchain.confirmationBlocks);
  const seen = Number(latestBlock - transfer.receipt.blockNumber + 1n);
  if (seen < needed) throw notYet(M.awaitingConfirmations(needed, seen));
}
