/**
 * A browser wallet injected into the page for end-to-end tests: an EIP-1193 provider announced
 * through EIP-6963 ("Test Wallet") whose signatures come from a private key held by viem on the Node
 * side (page.exposeFunction), so the server verifies a real Sign-In With Ethereum signature.
 */
import type { Page } from '@playwright/test';
import { toHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** 1.23456 ETH on Ethereum mainnet (chain 0x1), as the injected wallet reports it. */
const ETH_BALANCE_WEI = 1_234_560_000_000_000_000n;

export async function injectWallet(page: Page, options: { rejectWith?: number } = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction('__vinoTestSign', (raw: Hex) => account.signMessage({ message: { raw } }));
  await page.addInitScript(
    ({ address, balance, rejectWith }) => {
      const listeners: Record<string, Array<(...args: unknown[]) => void>> = {};
      const sent: string[] = [];
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          switch (method) {
            case 'eth_requestAccounts':
              if (rejectWith) throw Object.assign(new Error('User rejected the request.'), { code: rejectWith });
              return [address];
            case 'eth_accounts':
              return [address];
            case 'eth_chainId':
              return '0x1';
            case 'eth_getBalance':
              return balance;
            case 'eth_blockNumber':
              return '0x10';
            case 'personal_sign':
              return (window as unknown as { __vinoTestSign: (raw: string) => Promise<string> }).__vinoTestSign(
                (params as string[])[0]!,
              );
            case 'eth_sendTransaction': {
              const hash = `0x${(sent.length + 1).toString(16).padStart(64, 'a')}`;
              sent.push(hash);
              return hash;
            }
            case 'eth_getTransactionReceipt':
              return null;
            default:
              throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
          }
        },
        on(event: string, fn: (...args: unknown[]) => void) {
          (listeners[event] ??= []).push(fn);
        },
        removeListener(event: string, fn: (...args: unknown[]) => void) {
          listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn);
        },
      };
      const info = {
        uuid: '6f0c7c0e-0000-4000-8000-000000000001',
        name: 'Test Wallet',
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        rdns: 'com.example.testwallet',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { address: account.address, balance: toHex(ETH_BALANCE_WEI), rejectWith: options.rejectWith ?? 0 },
  );
  return account;
}
