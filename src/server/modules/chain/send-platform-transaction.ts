/**
 * One transaction from the platform's key to its own contracts, sent and waited for: simulated
 * first (unless the caller says otherwise), so a call the contract would refuse comes back as its reason (AccountFrozen,
 * SequenceNotIncreasing, a missing role) with nothing sent, then written and waited for until it is
 * mined. A receipt with a failed status is a refusal too.
 */
import {
  BaseError,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hash,
} from 'viem';
import {
  CHAIN_COMPLIANCE_ERROR_CODES as CODES,
  CHAIN_COMPLIANCE_MESSAGES as MESSAGES,
} from '../../../contracts/chain-compliance';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { AppError } from '../../platform/http/app-error';
import { revertReason } from './chain-bridge';

export interface SentTransaction {
  hash: Hash;
  blockNumber: bigint;
}

export async function sendPlatformTransaction<
  const A extends Abi,
  F extends ContractFunctionName<A, 'nonpayable' | 'payable'>,
>(
  chain: ChainConnection,
  call: { address: Address; abi: A; functionName: F; args: ContractFunctionArgs<A, 'nonpayable' | 'payable', F> },
  options: { unsimulatedGas?: bigint } = {},
): Promise<SentTransaction> {
  try {
    // A call that depends on the time of the block it is mined in cannot be simulated (or its gas
    // estimated) against the latest block, which may be older: the caller checks it and sets the gas.
    const request = options.unsimulatedGas
      ? { ...call, gas: options.unsimulatedGas }
      : (await chain.reader.simulateContract({ ...call, account: chain.wallet.account } as never)).request;
    const hash = await chain.wallet.writeContract(request as never);
    const receipt = await chain.reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new AppError(409, CODES.reverted, MESSAGES.reverted('reverted when mined'));
    return { hash, blockNumber: receipt.blockNumber };
  } catch (error) {
    throw toChainError(error);
  }
}

/** A contract refusal (409, with the contract's reason) or an unreachable chain (502). */
export function toChainError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const reason = revertReason(error);
  if (reason) return new AppError(409, CODES.reverted, MESSAGES.reverted(reason));
  if (error instanceof BaseError && /revert/i.test(error.shortMessage))
    return new AppError(409, CODES.reverted, MESSAGES.reverted(error.shortMessage));
  return Object.assign(new AppError(502, CODES.unavailable, MESSAGES.unavailable), { cause: error });
}
