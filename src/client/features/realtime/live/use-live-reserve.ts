/**
 * The reserve channels of operator spec section 7 feeding the platform tiles: wine_valuations (wine
 * asset value), vault_updates (bottles in the vaults), backing_ratio and staking_rewards (value
 * locked). Each sends its state on subscribe and again whenever it changes, so the tiles move at
 * once instead of at the next 5 s metrics poll.
 */
import { useState } from 'react';
import type { PlatformMetrics } from '../../../../contracts/metrics';
import {
  BackingRatioDataSchema,
  StakingRewardsDataSchema,
  VaultUpdatesDataSchema,
  WineValuationsDataSchema,
  channels,
  type BackingRatioData,
  type ServerMessage,
  type StakingRewardsData,
  type VaultUpdatesData,
  type WineValuationsData,
} from '../../../../contracts/realtime';
import { useChannel } from '../../../lib/use-channel';

export interface LiveReserve {
  wine: WineValuationsData | null;
  vaults: VaultUpdatesData | null;
  backing: BackingRatioData | null;
  staking: StakingRewardsData | null;
}

/** Uses `schema` to read a message's data; anything malformed is ignored (spec: unparseable messages are ignored). */
function reader<T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }) {
  return (message: ServerMessage) => {
    const parsed = schema.safeParse(message.data);
    return parsed.success ? parsed.data : null;
  };
}
const readWine = reader(WineValuationsDataSchema);
const readVaults = reader(VaultUpdatesDataSchema);
const readBacking = reader(BackingRatioDataSchema);
const readStaking = reader(StakingRewardsDataSchema);

export function useLiveReserve(): LiveReserve {
  const [live, setLive] = useState<LiveReserve>({ wine: null, vaults: null, backing: null, staking: null });
  const keep = <K extends keyof LiveReserve>(key: K, value: LiveReserve[K] | null) => {
    if (value) setLive((current) => ({ ...current, [key]: value }));
  };
  useChannel(channels.wineValuations, (m) => keep('wine', readWine(m)));
  useChannel(channels.vaultUpdates, (m) => keep('vaults', readVaults(m)));
  useChannel(channels.backingRatio, (m) => keep('backing', readBacking(m)));
  useChannel(channels.stakingRewards, (m) => keep('staking', readStaking(m)));
  return live;
}

/** The polled metrics with the fresher figures the channels carried. */
export function withLiveReserve(metrics: PlatformMetrics, live: LiveReserve): PlatformMetrics {
  return {
    ...metrics,
    ...(live.wine ? { total_wine_value: live.wine.total_wine_value } : {}),
    ...(live.backing ? { backing_ratio: live.backing.backing_ratio } : {}),
    ...(live.staking
      ? {
          total_staked: live.staking.total_staked,
          active_stakers: live.staking.active_stakers,
          total_value_locked_vino: live.staking.total_value_locked_vino,
        }
      : {}),
  };
}
