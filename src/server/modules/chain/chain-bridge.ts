/**
 * The chain side of the bridge between the exchange ledger and the VINO contract, kept free of the
 * database so each step can be stored before the next one runs:
 * - a withdrawal is checked (pause, allow-list, freeze) before anything moves, then SIGNED first
 *   (its hash and raw bytes are what the caller stores as "broadcast"), then broadcast. Resuming a
 *   stored withdrawal rebroadcasts the same signed bytes: same nonce, same hash, so a restart can
 *   never send a second transfer;
 * - deposits are read from `Transfer` logs to the custody address only up to the block that has
 *   the required confirmations, so a block a re-organisation replaces is never read.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  keccak256,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import type { ChainConnection } from '../../platform/chain/chain-connection';
import { vinoTokenAbi } from './vino-abi';

/** What the bridge needs of the platform's chain connection (platform/chain/chain-connection.ts). */
export type BridgeChain = Pick<ChainConnection, 'reader' | 'wallet' | 'token'>;

export type WithdrawRefusal = 'PAUSED' | 'NOT_ALLOW_LISTED' | 'FROZEN';

export class ChainRefusal extends Error {
  constructor(
    readonly code: WithdrawRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface SignedWithdrawal {
  hash: Hash;
  raw: Hex;
  /** 'transfer' from custody when it holds enough, else a 'mint' (capped by the attested reserve). */
  method: 'transfer' | 'mint';
}

/** Refuses, before anything moves, a withdrawal the contract would revert for a compliance reason. */
export async function assertWithdrawable(c: BridgeChain, to: Address): Promise<void> {
  const read = (functionName: 'paused' | 'allowListed' | 'frozen', args: readonly [Address] | [] = []) =>
    c.reader.readContract({ address: c.token, abi: vinoTokenAbi, functionName, args } as never) as Promise<boolean>;
  const [paused, allowed, frozen] = await Promise.all([
    read('paused'),
    read('allowListed', [to]),
    read('frozen', [to]),
  ]);
  if (paused) throw new ChainRefusal('PAUSED', 'VINO transfers are paused on chain; nothing was moved.');
  if (!allowed)
    throw new ChainRefusal('NOT_ALLOW_LISTED', 'This wallet is not on the VINO allow-list; nothing was moved.');
  if (frozen) throw new ChainRefusal('FROZEN', 'This wallet is frozen; nothing was moved.');
}

/** Signs (does not send) the on-chain half of a withdrawal of `units` (18 decimals) to `to`. */
export async function signWithdrawal(c: BridgeChain, to: Address, units: bigint): Promise<SignedWithdrawal> {
  const custody = c.wallet.account.address;
  const held = await c.reader.readContract({
    address: c.token,
    abi: vinoTokenAbi,
    functionName: 'balanceOf',
    args: [custody],
  });
  const method = held >= units ? 'transfer' : 'mint';
  const data = encodeFunctionData({ abi: vinoTokenAbi, functionName: method, args: [to, units] });
  // Simulating first turns a revert (reserve cap, stale statement) into a refusal with its reason
  // instead of a mined, failed transaction.
  await c.reader.simulateContract({
    account: custody,
    address: c.token,
    abi: vinoTokenAbi,
    functionName: method,
    args: [to, units],
  });
  const request = await c.wallet.prepareTransactionRequest({ to: c.token, data, chain: c.wallet.chain });
  const raw = await c.wallet.signTransaction(request as never);
  return { hash: keccak256(raw), raw, method };
}

/** Broadcasts stored signed bytes; sending the same bytes again is harmless (same hash, same nonce). */
export async function broadcast(c: BridgeChain, raw: Hex): Promise<Hash> {
  try {
    return await c.wallet.sendRawTransaction({ serializedTransaction: raw });
  } catch (e) {
    const hash = keccak256(raw);
    // A node that already has (or mined) it says so in its own words; the transaction stands.
    if (await c.reader.getTransaction({ hash }).then(Boolean, () => false)) return hash;
    throw e;
  }
}

export type ReceiptState = { state: 'pending' } | { state: 'confirmed' | 'failed'; blockNumber: bigint };

/** 'confirmed' only once the transaction's block has `confirmations` blocks on top (itself included). */
export async function withdrawalState(c: BridgeChain, hash: Hash, confirmations: number): Promise<ReceiptState> {
  const receipt = await c.reader.getTransactionReceipt({ hash }).catch(() => null);
  if (!receipt) return { state: 'pending' };
  if (receipt.status !== 'success') return { state: 'failed', blockNumber: receipt.blockNumber };
  const head = await c.reader.getBlockNumber({ cacheTime: 0 });
  if (head - receipt.blockNumber + 1n < BigInt(Math.max(1, confirmations))) return { state: 'pending' };
  return { state: 'confirmed', blockNumber: receipt.blockNumber };
}

export interface Deposit {
  txHash: Hash;
  logIndex: number;
  blockNumber: bigint;
  from: Address;
  units: bigint;
}

/**
 * Transfers into custody in blocks [fromBlock, last confirmed block]; `nextBlock` is the cursor to
 * store in the same transaction as the credits. Blocks newer than the confirmation depth are left
 * for a later scan, so one that is re-organised away is never credited.
 */
export async function scanDeposits(
  c: BridgeChain,
  fromBlock: bigint,
  confirmations: number,
): Promise<{ deposits: Deposit[]; nextBlock: bigint }> {
  const head = await c.reader.getBlockNumber({ cacheTime: 0 });
  const lastConfirmed = head - BigInt(Math.max(1, confirmations)) + 1n;
  if (lastConfirmed < fromBlock) return { deposits: [], nextBlock: fromBlock };
  const logs = await c.reader.getContractEvents({
    address: c.token,
    abi: vinoTokenAbi,
    eventName: 'Transfer',
    args: { to: c.wallet.account.address },
    fromBlock,
    toBlock: lastConfirmed,
    strict: true,
  });
  const deposits = logs
    // Custody's own mints (from the zero address) are not deposits.
    .filter((l) => l.args.from !== '0x0000000000000000000000000000000000000000')
    .map((l) => ({
      txHash: l.transactionHash,
      logIndex: l.logIndex,
      blockNumber: l.blockNumber,
      from: l.args.from,
      units: l.args.value,
    }));
  return { deposits, nextBlock: lastConfirmed + 1n };
}

/** The contract's own reason for a revert (e.g. ExceedsAttestedReserve), or null. */
export function revertReason(e: unknown): string | null {
  if (!(e instanceof BaseError)) return null;
  const reverted = e.walk((x) => x instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? (reverted.data?.errorName ?? null) : null;
}
