import {
  createPublicClient,
  http,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
} from 'viem';

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

/** Reads transactions from the configured JSON-RPC endpoint with viem's public client. */
export function createChainReader(rpcUrl: string): ChainReader {
  // No block-number cache: a confirm right after a new block must count it.
  const client = createPublicClient({ cacheTime: 0, transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) });
  return {
    chainId: () => client.getChainId(),
    latestBlock: () => client.getBlockNumber(),
    async readTransfer(hash) {
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
