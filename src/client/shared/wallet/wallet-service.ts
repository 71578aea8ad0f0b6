/**
 * The wallet service (core spec sections 4, 5 and 8; investor spec "Wallet"): one connection per
 * page, shared by the navigation's Connect Wallet dialog and the Advanced Wallet page. It connects
 * an EIP-1193 wallet, follows its account, chain and disconnect events, switches (or adds) networks,
 * proves ownership with a Sign-In With Ethereum signature checked by the server, reads ETH and VINO
 * balances through the wallet and sends tokens. State lives in a tiny store read with useWallet().
 * This module (and viem) loads only when someone opens a wallet screen.
 */
import { createWalletClient, custom, getAddress, type Address, type EIP1193Provider, type Hash } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { findWalletNetwork, walletNetworkName, type WalletNetwork } from '../../../domain/wallet-networks';
import { disconnectWallet as forgetWalletOnServer } from '../../api/wallet/disconnect-wallet';
import { issueSiweNonce } from '../../api/wallet/issue-siwe-nonce';
import { syncWalletBalances } from '../../api/wallet/sync-wallet-balances';
import { verifyWalletOwnership as verifyOnServer } from '../../api/wallet/verify-wallet-ownership';
import type { DiscoveredWallet } from './discover-wallets';
import { WALLET_MESSAGES, WalletError, providerErrorCode, toWalletError } from './wallet-errors';
import {
  readEthBalance,
  readVinoBalance,
  sendEthTransfer,
  sendTokenTransfer,
  waitForTransaction,
} from './wallet-chain';
import { INITIAL_WALLET_STATE, walletStore, type SentTransaction } from './wallet-store';

export type { SentTransaction, WalletState } from './wallet-store';

const INITIAL = INITIAL_WALLET_STATE;
const state = walletStore.getState;
const setState = walletStore.setState;
let provider: EIP1193Provider | null = null;
let tokenAddresses: Record<string, string> = {};
let detachEvents: (() => void) | null = null;

/** The VINO contract per chain, from the public configuration. */
export function configureWallet(options: { tokenAddresses: Record<string, string> }) {
  tokenAddresses = options.tokenAddresses;
}

export function vinoTokenAddressFor(chainId: number | null): Address | null {
  const address = chainId === null ? undefined : tokenAddresses[String(chainId)];
  return address ? getAddress(address) : null;
}

function connectedProvider(): EIP1193Provider {
  if (!provider) throw new WalletError('no-provider', WALLET_MESSAGES.noProvider);
  return provider;
}

/** Connects a discovered wallet (or fails with the spec's message: none found, locked, rejected, pending). */
export async function connectWallet(wallet: DiscoveredWallet | undefined): Promise<void> {
  if (!wallet) throw new WalletError('no-provider', WALLET_MESSAGES.noProvider);
  setState({ status: 'connecting' });
  try {
    const accounts = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[];
    if (!accounts?.length) throw new WalletError('no-accounts', WALLET_MESSAGES.noAccounts);
    const chainHex = (await wallet.provider.request({ method: 'eth_chainId' })) as string;
    detachEvents?.();
    provider = wallet.provider;
    detachEvents = followWalletEvents(wallet.provider);
    setState({
      ...INITIAL,
      status: 'connected',
      address: getAddress(accounts[0]!),
      chainId: Number.parseInt(chainHex, 16),
      walletName: wallet.name,
    });
  } catch (error) {
    setState({ status: state().address ? 'connected' : 'disconnected' });
    throw toWalletError(error);
  }
  void refreshWalletBalances();
}

/** Account changed: follow the new address (ownership must be proven again) or disconnect when none. */
function followWalletEvents(p: EIP1193Provider): () => void {
  const onAccounts = (accounts: string[]) => {
    if (!accounts.length) return void disconnectWallet();
    setState({ address: getAddress(accounts[0]!), isVerified: false, ethBalance: null, vinoBalance: null });
    void refreshWalletBalances();
  };
  const onChain = (chainHex: string) => {
    setState({ chainId: Number.parseInt(chainHex, 16), ethBalance: null, vinoBalance: null });
    void refreshWalletBalances();
  };
  const onDisconnect = () => void disconnectWallet();
  p.on('accountsChanged', onAccounts);
  p.on('chainChanged', onChain);
  p.on('disconnect', onDisconnect);
  return () => {
    p.removeListener('accountsChanged', onAccounts);
    p.removeListener('chainChanged', onChain);
    p.removeListener('disconnect', onDisconnect);
  };
}

/**
 * Disconnect (core spec section 4): clears the state, balances and transactions, and marks the saved
 * connection as not primary on the server when it was saved.
 */
export async function disconnectWallet(): Promise<void> {
  const { address, isVerified } = state();
  detachEvents?.();
  detachEvents = null;
  provider = null;
  setState(INITIAL);
  if (address && isVerified) {
    await forgetWalletOnServer(address).catch(() => undefined);
  }
}

/** Switches the wallet to a network, adding it first when the wallet does not know it (error 4902). */
export async function switchWalletNetwork(network: WalletNetwork): Promise<void> {
  const p = connectedProvider();
  try {
    await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: network.hexChainId }] });
  } catch (error) {
    if (providerErrorCode(error) !== 4902) throw toWalletError(error);
    await p.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: network.hexChainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls,
          blockExplorerUrls: network.blockExplorerUrls,
        },
      ],
    });
  }
}

/** ETH (and VINO where configured) read through the wallet; stored on the server once verified. */
export async function refreshWalletBalances(): Promise<void> {
  const { address, chainId } = state();
  if (!provider || !address) return;
  const token = vinoTokenAddressFor(chainId);
  const [eth, vino] = await Promise.all([
    readEthBalance(provider, address).catch(() => null),
    token ? readVinoBalance(provider, token, address).catch(() => null) : Promise.resolve(null),
  ]);
  if (state().address !== address) return;
  setState({ ethBalance: eth, vinoBalance: vino });
  if (state().isVerified && eth !== null && chainId !== null && findWalletNetwork(chainId)) {
    await syncWalletBalances(address, { chainId, eth, vino }).catch(() => undefined);
  }
}

/**
 * Proves ownership: asks the server for a nonce, has the wallet sign an EIP-4361 message for this
 * site, and lets the server verify it (which saves the wallet as verified and primary).
 */
export async function verifyWalletOwnership(): Promise<void> {
  const p = connectedProvider();
  const { address, chainId, walletName } = state();
  if (!address || chainId === null) throw new WalletError('no-accounts', WALLET_MESSAGES.noAccounts);
  const { nonce } = await issueSiweNonce();
  const message = createSiweMessage({
    address,
    chainId,
    domain: window.location.host,
    uri: window.location.origin,
    version: '1',
    nonce,
    statement: 'Sign in to VINO to prove that you own this wallet.',
  });
  let signature: Hash;
  try {
    signature = await createWalletClient({ account: address, transport: custom(p) }).signMessage({ message });
  } catch (error) {
    throw toWalletError(error);
  }
  await verifyOnServer({ message, signature, walletType: walletName ?? 'injected' });
  setState({ isVerified: true });
  void refreshWalletBalances();
}

/** Sends VINO (ERC-20 transfer) or ETH from the connected wallet and follows it to its receipt. */
export async function sendFromWallet(input: { token: 'VINO' | 'ETH'; to: Address; amount: string }): Promise<Hash> {
  const p = connectedProvider();
  const from = state().address!;
  let hash: Hash;
  try {
    if (input.token === 'ETH') hash = await sendEthTransfer(p, { from, to: input.to, amount: input.amount });
    else {
      const token = vinoTokenAddressFor(state().chainId);
      if (!token)
        throw new WalletError('other', `VINO is not available on ${walletNetworkName(state().chainId ?? 0)}.`);
      hash = await sendTokenTransfer(p, { from, token, to: input.to, amount: input.amount });
    }
  } catch (error) {
    if (error instanceof WalletError) throw error;
    const code = providerErrorCode(error);
    throw new WalletError(
      code === 4001 ? 'rejected' : 'other',
      code === 4001
        ? 'Transaction was rejected in the wallet.'
        : `Transaction failed: ${(error as Error).message.split('\n')[0]}`,
      code,
    );
  }
  const record: SentTransaction = {
    id: hash,
    type: 'send',
    token: input.token,
    amount: input.amount,
    to: input.to,
    hash,
    timestamp: new Date().toISOString(),
    status: 'pending',
  };
  setState({ transactions: [record, ...state().transactions] });
  void waitForTransaction(p, hash)
    .catch(() => 'failed' as const)
    .then((status) => {
      setState({ transactions: state().transactions.map((t) => (t.hash === hash ? { ...t, status } : t)) });
      void refreshWalletBalances();
    });
  return hash;
}
