import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import { LEDGER_SCALE, type SystemAccount } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import { fundUser } from '../../../../tests/factories/market';
import { insertUser } from '../../../../tests/factories/users';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database';
import type { Database } from '../../db/client';
import { getTokenDistribution } from './get-token-distribution';
import { postEntry } from './post-entry';
import { transferFunds } from './transfer-funds';

const vino = (value: string) => parseDecimal(value, LEDGER_SCALE);

/** Moves VINO from the outside world into a system account, as the seed funds the rewards pool. */
async function fundSystem(db: Database, system: SystemAccount, value: string) {
  await postEntry(db, {
    kind: 'test_system_funding',
    reference: randomUUID(),
    memo: 'test',
    postings: [
      { account: { system: 'external' }, asset: 'VINO', bucket: 'available', amount: -vino(value) },
      { account: { system }, asset: 'VINO', bucket: 'available', amount: vino(value) },
    ],
  });
}

describe('getTokenDistribution: total value locked and token holders from the ledger', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.drop());

  it('counts VINO in stakes and the rewards pool as locked, not the treasury or fees', async () => {
    const before = await getTokenDistribution(db);
    await fundSystem(db, 'staking', '250.5');
    await fundSystem(db, 'rewards_pool', '1000');
    await fundSystem(db, 'treasury', '999999');
    await fundSystem(db, 'fees', '12');
    const after = await getTokenDistribution(db);
    expect(after.valueLockedVino - before.valueLockedVino).toBe(vino('1250.5'));
  });

  it('counts the accounts with a positive VINO balance, not platform accounts nor other assets', async () => {
    const before = (await getTokenDistribution(db)).tokenHolders;
    const holder = await insertUser(db);
    await fundUser(db, holder.id, { VINO: '10' });
    const onlyUsd = await insertUser(db);
    await fundUser(db, onlyUsd.id, { USD: '500' });
    const marketMaker = await insertUser(db, {
      email: `maker-${randomUUID().slice(0, 8)}@${SYSTEM_USER_EMAIL_DOMAIN}`,
    });
    await fundUser(db, marketMaker.id, { VINO: '1000000' });
    expect((await getTokenDistribution(db)).tokenHolders).toBe(before + 1);

    // Spending every VINO (here: staking it all) ends being a holder; the VINO is then locked instead.
    const spender = await insertUser(db);
    await fundUser(db, spender.id, { VINO: '5' });
    expect((await getTokenDistribution(db)).tokenHolders).toBe(before + 2);
    const locked = (await getTokenDistribution(db)).valueLockedVino;
    await transferFunds(db, {
      from: { userId: spender.id },
      to: { system: 'staking' },
      asset: 'VINO',
      amount: vino('5'),
      kind: 'test_stake',
      reference: randomUUID(),
    });
    const after = await getTokenDistribution(db);
    expect(after.tokenHolders).toBe(before + 1);
    expect(after.valueLockedVino - locked).toBe(vino('5'));
  });
});
