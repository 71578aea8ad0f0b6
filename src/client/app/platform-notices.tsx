/**
 * Notices the platform shows above every page: the maintenance banner while an admin has
 * maintenance mode on (from the public config, re-read every minute and at once when a change is
 * refused for maintenance), and the two-factor reminder when the platform requires two-factor and
 * the signed-in user has not set it up (demo accounts cannot and are exempt: the server flags them).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SETTINGS_ERROR_CODES, SETTINGS_MESSAGES } from '../../contracts/settings-messages';
import { useMySecurityRequirements } from '../api/admin/get-my-security-requirements';
import { isApiError } from '../lib/api-error';
import { paths } from '../lib/paths';
import { usePublicConfig } from '../api/system/get-public-config';
import { systemKeys } from '../api/system/keys';
import { useSession } from '../shared/session';

/** Any change refused with MAINTENANCE (or an answer after it ended) refreshes the public config. */
function useMaintenanceRefusals() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const error = event.mutation?.state.error;
        if (event.type === 'updated' && isApiError(error) && error.code === SETTINGS_ERROR_CODES.maintenance)
          void queryClient.invalidateQueries({ queryKey: systemKeys.publicConfig() });
      }),
    [queryClient],
  );
}

export function PlatformNotices() {
  const { data: config } = usePublicConfig({ forNotices: true });
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  const requirements = useMySecurityRequirements(isSignedIn);
  useMaintenanceRefusals();
  const r = requirements.data;
  const needsTwoFactor = isSignedIn && r && r.twoFactorRequired && !r.twoFactorEnabled && !r.twoFactorExempt;
  const isOnSettings = pathname === paths.dashboard.getHref();

  return (
    <>
      {config?.maintenanceMode ? (
        <div
          role="status"
          className="border-b border-warning/40 bg-warning-soft px-4 py-2.5 text-center text-sm text-fg"
        >
          <strong className="font-semibold">Maintenance mode. </strong>
          {SETTINGS_MESSAGES.banner}
        </div>
      ) : null}
      {needsTwoFactor && !isOnSettings ? (
        <div className="border-b border-info/40 bg-info-soft px-4 py-2 text-center text-sm text-fg">
          {SETTINGS_MESSAGES.twoFactorReminder}{' '}
          <Link to={`${paths.dashboard.getHref()}?tab=settings`} className="focus-ring font-medium text-gold underline">
            Set up two-factor
          </Link>
        </div>
      ) : null}
    </>
  );
}
