/**
 * One in-process ganache chain with the VINO contracts deployed, for the chain tests: the admin key
 * deploys (and is the custody address), two investor keys are funded with ETH. Blocks are mined on
 * demand (`mine`), and `snapshot` / `revert` replay a re-organisation.
 */
import ganache from 'ganache';
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
import { compileContracts } from '../../scripts/compile-contracts';
import { deployVino, type Deployment } from '../../scripts/chain-deploy';

export const ADMIN_KEY: Hex = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
export const ALICE_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const BOB_KEY: Hex = '0x5de4111afa1a4b94908f83e0e4c2a8b2cde34b3e59c5e7e4bbc3e0dfd7bc3a0f';
export const LOCAL_CHAIN = {
  id: 1337,
  name: 'ganache',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
} as const;

export async function startLocalChain(opts: { maxStatementAgeSeconds?: bigint } = {}) {
  const eth = `0x${parseUnits('100', 18).toString(16)}`;
  const ganacheProvider = ganache.provider({
    logging: { quiet: true },
    chain: { chainId: LOCAL_CHAIN.id },
    miner: { defaultTransactionGasLimit: 'estimate' },
    wallet: { accounts: [ADMIN_KEY, ALICE_KEY, BOB_KEY].map((secretKey) => ({ secretKey, balance: eth })) },
  });
  // ganache reports a revert as -32000 (sometimes with its data inside an object); viem decodes a
  // custom error only from code 3 (execution reverted) with `data` as hex, as real nodes send it.
  const provider = {
    request: async (args: { method: string; params?: unknown[] }) => {
      try {
        return await (ganacheProvider.request as (a: typeof args) => Promise<unknown>)(args);
      } catch (e) {
        // viem tries eth_fillTransaction first; a plain "method not found" lets it remember not to
        // (ganache's code-less error would be retried with back-off on every send).
        if (/does not exist\/is not available/.test((e as Error).message)) {
          throw Object.assign(new Error((e as Error).message), { code: -32601 });
        }
        const raw = (e as { data?: unknown }).data;
        const data = raw && typeof raw === 'object' ? (raw as { result?: unknown }).result : raw;
        if (typeof data === 'string' && data.startsWith('0x')) {
          throw Object.assign(new Error((e as Error).message), { code: 3, data });
        }
        throw e;
      }
    },
    on: () => undefined,
    removeListener: () => undefined,
  } as unknown as EIP1193Provider;
  const reader = createPublicClient({
    chain: LOCAL_CHAIN,
    transport: custom(provider, { retryCount: 0 }),
    pollingInterval: 20,
  });
  const walletFor = (key: Hex) =>
    createWalletClient({
      account: privateKeyToAccount(key),
      chain: LOCAL_CHAIN,
      transport: custom(provider, { retryCount: 0 }),
    });
  const admin = walletFor(ADMIN_KEY);
  const deployment: Deployment = await deployVino(admin, reader, compileContracts(), {
    maxStatementAgeSeconds: opts.maxStatementAgeSeconds ?? 48n * 3600n,
    pollingInterval: 20,
  });
  const request = (method: string, params: unknown[] = []) =>
    (provider.request as (a: { method: string; params: unknown[] }) => Promise<unknown>)({ method, params });
  return {
    provider,
    reader,
    admin,
    walletFor,
    deployment,
    addresses: {
      admin: admin.account.address,
      alice: privateKeyToAccount(ALICE_KEY).address as Address,
      bob: privateKeyToAccount(BOB_KEY).address as Address,
    },
    mine: async (blocks = 1) => {
      for (let i = 0; i < blocks; i++) await request('evm_mine');
    },
    increaseTime: (seconds: number) => request('evm_increaseTime', [seconds]),
    snapshot: () => request('evm_snapshot') as Promise<string>,
    revert: (id: string) => request('evm_revert', [id]),
    stop: () => ganacheProvider.disconnect(),
  };
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;
