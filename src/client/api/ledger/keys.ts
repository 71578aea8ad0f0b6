/**
 * Query keys of the ledger module's endpoints. Everything under `['me', ...]` belongs to the
 * signed-in user; the balances key is read by the trading, wallet, staking, buy, payments,
 * redemption and investor screens, so any change there refreshes all of them.
 */
export const ledgerKeys = {
  myBalances: () => ['me', 'balances'] as const,
  myLedger: (page: number) => ['me', 'ledger', page] as const,
};
