/**
 * The wallet's on-chain reads and writes against a REAL local chain: ganache as a library, a VINO
 * ERC-20 compiled from Solidity source with solc and deployed, then read and transferred through
 * the same functions the browser uses (src/client/shared/wallet/wallet-chain.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ganache from 'ganache';
import solc from 'solc';
import {
  createPublicClient,
  createWalletClient,
  custom,
  parseUnits,
  type Address,
  type EIP1193Provider,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  readEthBalance,
  readVinoBalance,
  sendEthTransfer,
  sendTokenTransfer,
  waitForTransaction,
} from '../../src/client/shared/wallet/wallet-chain';

const OWNER_KEY: Hex = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const LOCAL_CHAIN = {
  id: 1337,
  name: 'ganache',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
} as const;

function compileVinoToken(): { abi: unknown[]; bytecode: Hex } {
  const source = readFileSync(path.join(__dirname, '../fixtures/contracts/VinoToken.sol'), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { 'VinoToken.sol': { content: source } },
    // ganache 7 runs up to the London hard fork: no PUSH0 (Shanghai) in the bytecode.
    settings: {
      evmVersion: 'london',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'));
  const contract = output.contracts['VinoToken.sol'].VinoToken;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

describe('wallet on a real local chain (ganache + a VINO ERC-20 from source)', () => {
  const owner = privateKeyToAccount(OWNER_KEY);
  let provider: EIP1193Provider;
  let token: Address;

  beforeAll(async () => {
    const chain = ganache.provider({
      logging: { quiet: true },
      chain: { chainId: LOCAL_CHAIN.id },
      // Browser wallets estimate gas for what they send; ganache's fixed default (90,000) would not deploy.
      miner: { defaultTransactionGasLimit: 'estimate' },
      wallet: { accounts: [{ secretKey: OWNER_KEY, balance: `0x${parseUnits('10', 18).toString(16)}` }] },
    });
    provider = chain as unknown as EIP1193Provider;
    const { abi, bytecode } = compileVinoToken();
    // The deployer signs with ganache's unlocked account, exactly as a browser wallet would.
    const deployer = createWalletClient({ account: owner.address, chain: LOCAL_CHAIN, transport: custom(provider) });
    const hash = await deployer.deployContract({ abi, bytecode, args: [parseUnits('1000000', 18)] });
    const receipt = await createPublicClient({ transport: custom(provider) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    });
    expect(receipt.status).toBe('success');
    token = receipt.contractAddress!;
  }, 60_000);

  afterAll(async () => {
    await (provider as unknown as { disconnect?: () => Promise<void> }).disconnect?.();
  });

  it('reads the ETH and VINO balances through the wallet', async () => {
    // 10 ETH funded, less the gas of the deployment.
    const eth = Number(await readEthBalance(provider, owner.address));
    expect(eth).toBeLessThan(10);
    expect(eth).toBeGreaterThan(9.99);
    expect(await readVinoBalance(provider, token, owner.address)).toBe('1000000');
    expect(await readVinoBalance(provider, token, RECIPIENT)).toBe('0');
  });

  it('sends a VINO transfer and sees the balances change on chain', async () => {
    const hash = await sendTokenTransfer(provider, { from: owner.address, token, to: RECIPIENT, amount: '250.75' });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await waitForTransaction(provider, hash)).toBe('confirmed');
    expect(await readVinoBalance(provider, token, RECIPIENT)).toBe('250.75');
    expect(await readVinoBalance(provider, token, owner.address)).toBe('999749.25');
  });

  it('refuses a transfer above the balance (the chain reverts it)', async () => {
    await expect(
      sendTokenTransfer(provider, { from: owner.address, token, to: RECIPIENT, amount: '2000000' }),
    ).rejects.toThrow();
    expect(await readVinoBalance(provider, token, RECIPIENT)).toBe('250.75');
  });

  it('sends ETH and the recipient balance grows', async () => {
    const hash = await sendEthTransfer(provider, { from: owner.address, to: RECIPIENT, amount: '0.5' });
    expect(await waitForTransaction(provider, hash)).toBe('confirmed');
    expect(await readEthBalance(provider, RECIPIENT)).toBe('0.5');
  });
});
