/**
 * The platform's connection to its own VINO deployment (config `chain`): a reader, the platform key's
 * wallet (minter, custody and compliance officer) and the contract addresses. Built once at boot;
 * tests pass one wired to an in-process chain instead. Undefined when no chain is configured: the
 * product then runs on its ledger alone.
 */
import { readFileSync } from 'node:fs';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Account,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../../config';

export interface ChainConnection {
  reader: PublicClient<Transport, Chain>;
  /** The platform's key: minter, custody address, pauser, compliance officer and publisher. */
  wallet: WalletClient<Transport, Chain, Account>;
  token: Address;
  attestation: Address;
  /** Where the deposit scan starts on a fresh database (the deployment block). */
  startBlock: bigint;
}

export function connectChain(config: ChainConfig): ChainConnection {
  const key = readFileSync(config.keyFile, 'utf8').trim();
  const privateKey = (key.startsWith('0x') ? key : `0x${key}`) as `0x${string}`;
  const chain = defineChain({
    id: config.chainId,
    name: `chain ${config.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  });
  const transport = http(config.rpcUrl);
  return {
    reader: createPublicClient({ chain, transport }),
    wallet: createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport }),
    token: config.token,
    attestation: config.attestation,
    startBlock: BigInt(config.startBlock),
  };
}
