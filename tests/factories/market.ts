import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths } from '../../src/contracts/api-paths';
import type { PlaceOrderRequest } from '../../src/contracts/market';
import { LEDGER_SCALE, type LedgerAsset } from '../../src/domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../src/domain/money';
import type { Database } from '../../src/server/db/client';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { transferFunds } from '../../src/server/modules/ledger/transfer-funds';
import type { TestApp } from '../setup/test-app';

/** Credits a user from the outside world, as a deposit would (one journal entry per asset). */
export async function fundUser(db: Database, userId: string, amounts: Partial<Record<LedgerAsset, string>>) {
  for (const [asset, value] of Object.entries(amounts)) {
    await transferFunds(db, {
      from: { system: 'external' },
      to: { userId },
      asset: asset as LedgerAsset,
      amount: parseDecimal(value, LEDGER_SCALE),
      kind: 'test_deposit',
      reference: randomUUID(),
    });
  }
}

/** A user's balances as decimal strings without trailing zeros, e.g. { USD: { available: '900', held: '100' } }. */
export async function balancesOf(db: Database, userId: string) {
  const trim = (v: bigint) => {
    const s = formatDecimal(v, LEDGER_SCALE);
    return s.replace(/0+$/, '').replace(/\.$/, '');
  };
  const result: Record<string, { available: string; held: string }> = {};
  for (const b of await getBalances(db, userId)) result[b.asset] = { available: trim(b.available), held: trim(b.held) };
  return result;
}

export function placeOrderRequest(
  t: TestApp,
  cookie: string,
  body: Partial<PlaceOrderRequest>,
): Promise<LightMyRequestResponse> {
  return t.post(apiPaths.market.orders, { market: 'VINO-USD', ...body }, cookie);
}

export function deleteRequest(t: TestApp, url: string, cookie: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'DELETE', url, headers: { origin: t.config.publicUrl, cookie } });
}
