import { STAKING_ERROR_CODES, STAKING_MESSAGES } from '../../../contracts/staking';
import type { Settings } from '../../../contracts/settings';
import { AppError } from '../../platform/http/app-error';

/**
 * Maintenance pauses every staking change (stake, claim, unstake). `stakingEnabled` off stops new
 * stakes only: people can always take back what they staked and what they earned.
 */
export function assertNotInMaintenance(settings: Settings): void {
  if (settings.platform.maintenanceMode)
    throw new AppError(503, STAKING_ERROR_CODES.maintenance, STAKING_MESSAGES.maintenance);
}

export function assertStakingOpen(settings: Settings): void {
  assertNotInMaintenance(settings);
  if (!settings.platform.stakingEnabled)
    throw new AppError(403, STAKING_ERROR_CODES.disabled, STAKING_MESSAGES.disabled);
}
