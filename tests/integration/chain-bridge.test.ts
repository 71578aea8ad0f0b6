/**
 * The chain side of the bridge on a real local chain: a withdrawal refused before anything moves,
 * signed before it is sent and resumed after a "crash" without a second send; deposits to custody
 * read only once confirmed, and never from a block a re-organisation (evm_revert) replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits, type Address, type Hex } from 'viem';
import { ALICE_KEY, startLocalChain, type LocalChain } from '../setup/local-chain';
import {
  assertWithdrawable,
  broadcast,
  revertReason,
  scanDeposits,
  signWithdrawal,
  withdrawalState,
  type BridgeChain,
} from '../../src/server/modules/chain/chain-module';
import { centsToOnChainValue, reserveAttestationAbi, vinoTokenAbi } from '../../src/server/modules/chain/chain-module';

const vino = (n: string) => parseUnits(n, 18);

describe('bridge on ganache', () => {
  let chain: LocalChain;
  let bridge: BridgeChain;
  let cursor: bigint;

  const balance = (a: Address) =>
    chain.reader.readContract({ address: bridge.token, abi: vinoTokenAbi, functionName: 'balanceOf', args: [a] });
  const admin = async (functionName: 'setAllowListed' | 'pause' | 'unpause', args: readonly unknown[]) => {
    const hash = await chain.admin.writeContract({
      address: bridge.token,
      abi: vinoTokenAbi,
      functionName,
      args: args as never,
    });
    await chain.reader.waitForTransactionReceipt({ hash });
  };
  const deposit = async (key: Hex, amount: bigint) => {
    const hash = await chain.walletFor(key).writeContract({
      address: bridge.token,
      abi: vinoTokenAbi,
      functionName: 'transfer',
      args: [chain.deployment.custody, amount],
    });
    return chain.reader.waitForTransactionReceipt({ hash });
  };

  beforeAll(async () => {
    chain = await startLocalChain();
    bridge = { reader: chain.reader, wallet: chain.admin, token: chain.deployment.token };
    const block = await chain.reader.getBlock();
    const hash = await chain.admin.writeContract({
      address: chain.deployment.attestation,
      abi: reserveAttestationAbi,
      functionName: 'publish',
      args: [`0x${'11'.repeat(32)}`, centsToOnChainValue(100_000n), block.timestamp, 1n], // USD 1,000
    });
    await chain.reader.waitForTransactionReceipt({ hash });
    cursor = chain.deployment.deployBlock;
  }, 60_000);
  afterAll(() => chain?.stop());

  it('refuses, before anything moves, a wallet off the allow-list and any withdrawal while paused', async () => {
    await expect(assertWithdrawable(bridge, chain.addresses.alice)).rejects.toMatchObject({ code: 'NOT_ALLOW_LISTED' });
    await admin('setAllowListed', [chain.addresses.alice, true]);
    await admin('pause', []);
    await expect(assertWithdrawable(bridge, chain.addresses.alice)).rejects.toMatchObject({ code: 'PAUSED' });
    await admin('unpause', []);
    await expect(assertWithdrawable(bridge, chain.addresses.alice)).resolves.toBeUndefined();
  });

  it('mints a withdrawal when custody holds nothing, and resumes after a crash without a second send', async () => {
    const signed = await signWithdrawal(bridge, chain.addresses.alice, vino('250'));
    expect(signed.method).toBe('mint');
    expect(await broadcast(bridge, signed.raw)).toBe(signed.hash);
    // The process dies here; on restart it only has what it stored: the hash and the raw bytes.
    expect(await broadcast(bridge, signed.raw)).toBe(signed.hash);
    await chain.reader.waitForTransactionReceipt({ hash: signed.hash });
    expect((await withdrawalState(bridge, signed.hash, 2)).state).toBe('pending');
    await chain.mine();
    expect((await withdrawalState(bridge, signed.hash, 2)).state).toBe('confirmed');
    expect(await balance(chain.addresses.alice)).toBe(vino('250'));
    expect(
      await chain.reader.readContract({ address: bridge.token, abi: vinoTokenAbi, functionName: 'totalSupply' }),
    ).toBe(vino('250'));
  });

  it('refuses a withdrawal the attested reserve does not cover, with the contract reason', async () => {
    const error = await signWithdrawal(bridge, chain.addresses.alice, vino('751')).catch((e: unknown) => e);
    expect(revertReason(error)).toBe('ExceedsAttestedReserve');
  });

  it('reads a deposit only after the confirmations, once, and never from a re-organised block', async () => {
    const snap = await chain.snapshot();
    const orphan = await deposit(ALICE_KEY, vino('40'));
    let scan = await scanDeposits(bridge, cursor, 3);
    expect(scan.deposits.map((d) => d.txHash)).not.toContain(orphan.transactionHash);
    cursor = scan.nextBlock;
    await chain.revert(snap); // the block with the deposit is replaced before it had 3 confirmations
    await chain.mine(5);
    scan = await scanDeposits(bridge, cursor, 3);
    expect(scan.deposits).toEqual([]);
    cursor = scan.nextBlock;

    const real = await deposit(ALICE_KEY, vino('60'));
    await chain.mine(1);
    expect((await scanDeposits(bridge, cursor, 3)).deposits).toEqual([]);
    await chain.mine(1);
    scan = await scanDeposits(bridge, cursor, 3);
    expect(scan.deposits).toEqual([
      expect.objectContaining({ txHash: real.transactionHash, from: chain.addresses.alice, units: vino('60') }),
    ]);
    cursor = scan.nextBlock;
    await chain.mine(3);
    expect((await scanDeposits(bridge, cursor, 3)).deposits).toEqual([]);
  });

  it('pays the next withdrawal from custody rather than minting', async () => {
    const signed = await signWithdrawal(bridge, chain.addresses.alice, vino('60'));
    expect(signed.method).toBe('transfer');
    await broadcast(bridge, signed.raw);
    await chain.reader.waitForTransactionReceipt({ hash: signed.hash });
    expect((await withdrawalState(bridge, signed.hash, 1)).state).toBe('confirmed');
    expect(await balance(chain.deployment.custody)).toBe(0n);
    expect(await balance(chain.addresses.alice)).toBe(vino('250'));
  });
});
