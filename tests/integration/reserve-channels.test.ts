import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BackingRatioData,
  ServerMessage,
  StakingRewardsData,
  VaultUpdatesData,
  WineValuationsData,
} from '../../src/contracts/realtime';
import { LEDGER_SCALE } from '../../src/domain/ledger-assets';
import { parseDecimal } from '../../src/domain/money';
import { wineAssets } from '../../src/server/db/schema';
import { postEntry } from '../../src/server/modules/ledger/post-entry';
import { CHANGE_FEED_CHECK_MS } from '../../src/server/platform/realtime/change-feed';
import { realtimeUrl, TestSocket } from '../setup/realtime-test-socket';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Operator spec section 7's reserve channels: a snapshot on subscribe, then one message when what
 * the channel carries changes (and none while it does not).
 */
describe('reserve channels: wine_valuations, vault_updates, backing_ratio, staking_rewards', () => {
  let t: TestApp;
  let socket: TestSocket;
  beforeAll(async () => {
    t = await createTestApp();
    socket = await TestSocket.open(await realtimeUrl(t.app));
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  const on = (channel: string, type: string) => (m: ServerMessage) => m.channel === channel && m.type === type;

  it('sends each state on subscribe and publishes a change within one check', async () => {
    for (const channel of ['wine_valuations', 'vault_updates', 'backing_ratio', 'staking_rewards'])
      socket.send({ type: 'subscribe', channel });
    const wine = await socket.waitFor(on('wine_valuations', 'wine_update'));
    const vaults = await socket.waitFor(on('vault_updates', 'wine_update'));
    const backing = await socket.waitFor(on('backing_ratio', 'backing_ratio_update'));
    const staking = await socket.waitFor(on('staking_rewards', 'staking_update'));
    expect((backing.data as BackingRatioData).backing_ratio).toBe('102.4');
    expect((staking.data as StakingRewardsData).total_value_locked_vino).toBe('1000000');
    expect((wine.data as WineValuationsData).assets.length).toBeGreaterThan(0);
    expect((vaults.data as VaultUpdatesData).vaults.length).toBeGreaterThan(0);

    // One wine re-valued (+1,000 USD a bottle), and VINO added to the rewards pool.
    const [asset] = await t.db.select().from(wineAssets).where(eq(wineAssets.backsToken, true)).limit(1);
    await t.db
      .update(wineAssets)
      .set({ currentValue: sql`${wineAssets.currentValue} + 1000` })
      .where(eq(wineAssets.id, asset!.id));
    await postEntry(t.db, {
      kind: 'test_rewards_funding',
      reference: randomUUID(),
      memo: 'test',
      postings: [
        {
          account: { system: 'external' },
          asset: 'VINO',
          bucket: 'available',
          amount: -parseDecimal('500', LEDGER_SCALE),
        },
        {
          account: { system: 'rewards_pool' },
          asset: 'VINO',
          bucket: 'available',
          amount: parseDecimal('500', LEDGER_SCALE),
        },
      ],
    });

    const timeout = CHANGE_FEED_CHECK_MS * 2 + 2_000;
    const nextOf = (first: ServerMessage, type: string) =>
      socket.waitFor((m) => m.channel === first.channel && m.type === type && m.seq === first.seq + 1, timeout);
    const [wine2, backing2, staking2] = await Promise.all([
      nextOf(wine, 'wine_update'),
      nextOf(backing, 'backing_ratio_update'),
      nextOf(staking, 'staking_update'),
    ]);
    const revalued = (wine2.data as WineValuationsData).assets.find((a) => a.id === asset!.id);
    expect(Number(revalued?.current_value)).toBe(Number(asset!.currentValue) + 1000);
    expect(Number((backing2.data as BackingRatioData).reserve_value_usd)).toBeGreaterThan(
      Number((backing.data as BackingRatioData).reserve_value_usd),
    );
    expect((staking2.data as StakingRewardsData).total_value_locked_vino).toBe('1000500');
    // The vaults did not change: nothing was published on vault_updates after its snapshot.
    expect(socket.ofChannel('vault_updates').filter((m) => m.type === 'wine_update')).toHaveLength(1);
  });
});
