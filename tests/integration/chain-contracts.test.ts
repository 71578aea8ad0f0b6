/**
 * The VINO contracts (contracts/*.sol, OpenZeppelin from npm, compiled with solc) on a real local
 * chain: holders limited to the allow-list, freeze, pause, and mint capped by the published reserve
 * statement (its value at USD 1 per VINO, and its age).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits, type Address, type Hex } from 'viem';
import { ALICE_KEY, startLocalChain, type LocalChain } from '../setup/local-chain';
import { centsToOnChainValue, reserveAttestationAbi, vinoTokenAbi } from '../../src/server/modules/chain/chain-module';

const vino = (n: string) => parseUnits(n, 18);
const ROOT: Hex = `0x${'ab'.repeat(32)}`;

describe('VINO contracts on ganache', () => {
  let chain: LocalChain;
  let token: Address;
  let sequence = 0n;

  const publish = async (cents: bigint, ageSeconds = 0) => {
    const block = await chain.reader.getBlock();
    sequence += 1n;
    const hash = await chain.admin.writeContract({
      address: chain.deployment.attestation,
      abi: reserveAttestationAbi,
      functionName: 'publish',
      args: [ROOT, centsToOnChainValue(cents), block.timestamp - BigInt(ageSeconds), sequence],
    });
    await chain.reader.waitForTransactionReceipt({ hash });
  };
  const asAdmin = async (
    functionName: 'mint' | 'setAllowListed' | 'freeze' | 'unfreeze' | 'pause' | 'unpause',
    args: readonly unknown[],
  ) => {
    const hash = await chain.admin.writeContract({
      address: token,
      abi: vinoTokenAbi,
      functionName,
      args: args as never,
    });
    const receipt = await chain.reader.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
  };
  const balance = (a: Address) =>
    chain.reader.readContract({ address: token, abi: vinoTokenAbi, functionName: 'balanceOf', args: [a] });
  const simulateTransfer = (from: Hex, to: Address, amount: bigint) =>
    chain.reader.simulateContract({
      account: chain.walletFor(from).account,
      address: token,
      abi: vinoTokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    });
  const simulateMint = (to: Address, amount: bigint) =>
    chain.reader.simulateContract({
      account: chain.admin.account,
      address: token,
      abi: vinoTokenAbi,
      functionName: 'mint',
      args: [to, amount],
    });

  beforeAll(async () => {
    chain = await startLocalChain({ maxStatementAgeSeconds: 3600n });
    token = chain.deployment.token;
    await asAdmin('setAllowListed', [chain.addresses.alice, true]);
  }, 60_000);
  afterAll(() => chain?.stop());

  it('deploys with 18 decimals, no supply, custody allow-listed, and no mint before any statement', async () => {
    const decimals = await chain.reader.readContract({
      address: token,
      abi: [{ type: 'function', name: 'decimals', inputs: [], outputs: [{ type: 'uint8' }], stateMutability: 'view' }],
      functionName: 'decimals',
    });
    expect(decimals).toBe(18);
    expect(await chain.reader.readContract({ address: token, abi: vinoTokenAbi, functionName: 'totalSupply' })).toBe(
      0n,
    );
    expect(
      await chain.reader.readContract({
        address: token,
        abi: vinoTokenAbi,
        functionName: 'allowListed',
        args: [chain.deployment.custody],
      }),
    ).toBe(true);
    await expect(simulateMint(chain.addresses.alice, vino('1'))).rejects.toThrow(/StaleReserveStatement/);
  });

  it('mints up to the attested value and refuses one VINO-wei above it', async () => {
    await publish(100_000n); // USD 1,000
    await asAdmin('mint', [chain.addresses.alice, vino('600')]);
    await asAdmin('mint', [chain.deployment.custody, vino('400')]);
    expect(await balance(chain.addresses.alice)).toBe(vino('600'));
    await expect(simulateMint(chain.addresses.alice, 1n)).rejects.toThrow(/ExceedsAttestedReserve/);
    // Only the minter mints.
    await expect(
      chain.reader.simulateContract({
        account: chain.walletFor(ALICE_KEY).account,
        address: token,
        abi: vinoTokenAbi,
        functionName: 'mint',
        args: [chain.addresses.alice, 1n],
      }),
    ).rejects.toThrow(/AccessControlUnauthorizedAccount/);
  });

  it('refuses a mint once the latest statement is older than the limit', async () => {
    await publish(1_000_000n); // room for more VINO, but…
    await chain.increaseTime(3601);
    await chain.mine();
    await expect(simulateMint(chain.addresses.alice, vino('1'))).rejects.toThrow(/StaleReserveStatement/);
    await publish(1_000_000n);
    await expect(simulateMint(chain.addresses.alice, vino('1'))).resolves.toBeTruthy();
  });

  it('refuses a statement that does not advance the sequence', async () => {
    const block = await chain.reader.getBlock();
    await expect(
      chain.reader.simulateContract({
        account: chain.admin.account,
        address: chain.deployment.attestation,
        abi: reserveAttestationAbi,
        functionName: 'publish',
        args: [ROOT, 1n, block.timestamp, sequence],
      }),
    ).rejects.toThrow(/SequenceNotIncreasing/);
  });

  it('reverts a transfer to an address that is not allow-listed', async () => {
    await expect(simulateTransfer(ALICE_KEY, chain.addresses.bob, vino('1'))).rejects.toThrow(/NotAllowListed/);
    await asAdmin('setAllowListed', [chain.addresses.bob, true]);
    const hash = await chain.walletFor(ALICE_KEY).writeContract({
      address: token,
      abi: vinoTokenAbi,
      functionName: 'transfer',
      args: [chain.addresses.bob, vino('10')],
    });
    await chain.reader.waitForTransactionReceipt({ hash });
    expect(await balance(chain.addresses.bob)).toBe(vino('10'));
    await asAdmin('setAllowListed', [chain.addresses.bob, false]);
    await expect(simulateTransfer(ALICE_KEY, chain.addresses.bob, vino('1'))).rejects.toThrow(/NotAllowListed/);
  });

  it('freezes an address both ways and unfreezes it', async () => {
    await asAdmin('freeze', [chain.addresses.alice]);
    await expect(simulateTransfer(ALICE_KEY, chain.deployment.custody, vino('1'))).rejects.toThrow(/AccountFrozen/);
    await expect(simulateMint(chain.addresses.alice, vino('1'))).rejects.toThrow(/AccountFrozen/);
    await asAdmin('unfreeze', [chain.addresses.alice]);
    await expect(simulateTransfer(ALICE_KEY, chain.deployment.custody, vino('1'))).resolves.toBeTruthy();
  });

  it('pauses every transfer and mint, and resumes', async () => {
    await asAdmin('pause', []);
    await expect(simulateTransfer(ALICE_KEY, chain.deployment.custody, vino('1'))).rejects.toThrow(/EnforcedPause/);
    await expect(simulateMint(chain.addresses.alice, vino('1'))).rejects.toThrow(/EnforcedPause/);
    await asAdmin('unpause', []);
    await expect(simulateTransfer(ALICE_KEY, chain.deployment.custody, vino('1'))).resolves.toBeTruthy();
  });

  it('emits an event for each compliance change', async () => {
    const from = (await chain.reader.getBlockNumber()) + 1n;
    await asAdmin('freeze', [chain.addresses.bob]);
    await asAdmin('unfreeze', [chain.addresses.bob]);
    const logs = await chain.reader.getLogs({ address: token, fromBlock: from });
    expect(logs).toHaveLength(2);
  });
});
