/**
 * Reads and writes on chain through the user's own wallet (EIP-1193): the ETH balance, the VINO
 * ERC-20 balance at the configured contract, and a token transfer. No RPC endpoint of ours is
 * involved; the wallet's node answers. Amounts are decimal strings (never floats).
 */
import {
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  formatUnits,
  parseUnits,
  type Address,
  type EIP1193Provider,
  type Hash,
} from 'viem';
import { VINO_TOKEN_DECIMALS } from '../../../domain/wallet-networks';

export const readClient = (provider: EIP1193Provider) => createPublicClient({ transport: custom(provider) });

/** ETH balance as an 18-decimal string. */
export async function readEthBalance(provider: EIP1193Provider, address: Address): Promise<string> {
  const wei = await readClient(provider).getBalance({ address });
  return formatUnits(wei, 18);
}

/** VINO balance (the contract's balanceOf) as a decimal string. */
export async function readVinoBalance(provider: EIP1193Provider, token: Address, address: Address): Promise<string> {
  const units = await readClient(provider).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
  return formatUnits(units, VINO_TOKEN_DECIMALS);
}

/** Sends an ERC-20 `transfer` from the connected account; resolves with the transaction hash once submitted. */
export async function sendTokenTransfer(
  provider: EIP1193Provider,
  input: { from: Address; token: Address; to: Address; amount: string; decimals?: number },
): Promise<Hash> {
  const wallet = createWalletClient({ account: input.from, transport: custom(provider) });
  const chainId = await wallet.getChainId();
  return wallet.writeContract({
    address: input.token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [input.to, parseUnits(input.amount, input.decimals ?? VINO_TOKEN_DECIMALS)],
    chain: {
      id: chainId,
      name: 'wallet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
  });
}

/** Sends ETH from the connected account. */
export async function sendEthTransfer(
  provider: EIP1193Provider,
  input: { from: Address; to: Address; amount: string },
): Promise<Hash> {
  const wallet = createWalletClient({ account: input.from, transport: custom(provider) });
  const chainId = await wallet.getChainId();
  return wallet.sendTransaction({
    to: input.to,
    value: parseUnits(input.amount, 18),
    chain: {
      id: chainId,
      name: 'wallet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
  });
}

/** Waits for a transaction's receipt through the wallet; 'confirmed' or 'failed'. */
export async function waitForTransaction(provider: EIP1193Provider, hash: Hash): Promise<'confirmed' | 'failed'> {
  const receipt = await readClient(provider).waitForTransactionReceipt({ hash, pollingInterval: 1_000 });
  return receipt.status === 'success' ? 'confirmed' : 'failed';
}
