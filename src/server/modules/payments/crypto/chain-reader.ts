import {
  createPublicClient,
  fallback,
  http,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
} from 'viem';
import { guardedFetch, type OutboundUrlPolicy } from '../../../platform/http/outbound-url-guard';

/** What the server needs to know about one transaction on the deposit chain. */
export interface ChainTransfer {
  from: Address;
  to: Address | null;
  valueWei: bigint;
  /** The chain the transaction was signed for (EIP-155); null for legacy unprotected ones. */
  chainId: number | null;
  /** null while it is not mined yet. */
  receipt: { success: boolean; blockNumber: bigint } | null;
}

export interface ChainReader {
  chainId(): Promise<number>;
  /** null when the node does not know the transaction. */
  readTransfer(hash: Hex): Promise<ChainTransfer | null>;
  latestBlock(): Promise<bigint>;
}

/** How the JSON-RPC client behaves: the blockchain group of the admin settings decides. */
export interface RpcClientOptions {
  /** networkTimeout: each request to a node gives up after this long. */
  timeoutMs: number;
  /** autoRetry off: 0; on: maxRetries further attempts per node (viem's backoff between them). */
  retryCount: number;
  /** fallbackRPC: tried when the configured node fails; '' for none. */
  fallbackUrl: string;
}

export function rpcOptionsFromSettings(blockchain: {
  networkTimeoutSeconds: number;
  autoRetry: boolean;
  maxRetries: number;
  fallbackRpcUrl: string;
}): RpcClientOptions {
  return {
    timeoutMs: blockchain.networkTimeoutSeconds * 1000,
    retryCount: blockchain.autoRetry ? blockchain.maxRetries : 0,
    fallbackUrl: blockchain.fallbackRpcUrl,
  };
}

const DEFAULT_RPC_OPTIONS: RpcClientOptions = { timeoutMs: 10_000, retryCount: 1, fallbackUrl: '' };

function createClient(rpcUrl: string, options: RpcClientOptions, policy: OutboundUrlPolicy) {
  const node = (url: string, fetchFn?: typeof fetch) =>
    http(url, { retryCount: options.retryCount, timeout: options.timeoutMs, ...(fetchFn ? { fetchFn } : {}) });
  // The fallback is an admin's setting (the primary is the operator's CRYPTO_RPC_URL): each call to
  // it is checked against private, loopback and link-local addresses first.
  const transport = options.fallbackUrl
    ? fallback([node(rpcUrl), node(options.fallbackUrl, guardedFetch(policy))], { retryCount: 0 })
    : node(rpcUrl);
  // No block-number cache: a confirm right after a new block must count it.
  return createPublicClient({ cacheTime: 0, transport });
}

/**
 * Reads transactions from the configured JSON-RPC endpoint with viem's public client, built with
 * the current options (read per call, so a settings change applies to the next confirmation).
 */
export function createChainReader(
  rpcUrl: string,
  readOptions: () => Promise<RpcClientOptions> = async () => DEFAULT_RPC_OPTIONS,
  policy: OutboundUrlPolicy = { allowPrivateNetwork: false },
): ChainReader {
  let built: { key: string; client: ReturnType<typeof createClient> } | undefined;
  const clientNow = async () => {
    const options = await readOptions();
    const key = JSON.stringify(options);
    if (built?.key !== key) built = { key, client: createClient(rpcUrl, options, policy) };
    return built.client;
  };
  return {
    chainId: async () => (await clientNow()).getChainId(),
    latestBlock: async () => (await clientNow()).getBlockNumber(),
    async readTransfer(hash) {
      const client = await clientNow();
      try {
        const tx = await client.getTransaction({ hash });
        const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return null;
          throw error;
        });
        return {
          from: tx.from,
          to: tx.to,
          valueWei: tx.value,
          chainId: tx.chainId ?? null,
          receipt: receipt ? { success: receipt.status === 'success', blockNumber: receipt.blockNumber } : null,
        };
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return null;
        throw error;
      }
    },
  };
}
