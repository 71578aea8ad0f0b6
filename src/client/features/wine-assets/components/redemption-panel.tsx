/**
 * "Request Redemption" inside the wine detail dialog. Premium Circle members get the
 * form; signed-in users without the membership the spec's sentence and a link to the Memberships
 * tab; visitors a sign-in link. A signed-in user's requests are listed below with Cancel.
 */
import { useLocation } from 'react-router';
import { REDEMPTION_MESSAGES } from '../../../../contracts/redemption';
import type { WineAsset } from '../../../../contracts/wine';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../shared/session';
import { usePremiumMembership } from '../../../api/payments/find-my-subscriptions';
import { useMyRedemptions } from '../../../api/redemption/find-my-redemption-requests';
import { RedemptionForm } from './redemption-form';
import { RedemptionRequestsList } from './redemption-requests-list';

export function RedemptionPanel({ asset }: { asset: WineAsset }) {
  const session = useSession();
  const location = useLocation();
  const premium = usePremiumMembership(session.isSignedIn);
  const requests = useMyRedemptions(session.isSignedIn);

  if (session.isLoading || (session.isSignedIn && premium.isPending))
    return (
      <div role="status" aria-label="Loading redemption" className="flex flex-col gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-40" />
      </div>
    );

  if (!session.isSignedIn)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="info" title="Sign in to request a redemption" className="w-full">
          {REDEMPTION_MESSAGES.membersOnly}
        </Alert>
        <ButtonLink to={paths.auth.getHref()} state={{ from: location }} variant="primary">
          Sign In
        </ButtonLink>
      </div>
    );

  return (
    <div className="flex flex-col gap-6">
      {premium.data !== true ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="info" title="Premium Circle" className="w-full">
            {REDEMPTION_MESSAGES.membersOnly}
          </Alert>
          <ButtonLink to={paths.payments.getHref({ tab: 'memberships' })} variant="gold">
            Join Premium Circle
          </ButtonLink>
        </div>
      ) : asset.tokenized ? (
        <RedemptionForm asset={asset} onSubmitted={() => void requests.refetch()} />
      ) : (
        <Alert tone="warning">{REDEMPTION_MESSAGES.notTokenized}</Alert>
      )}
      {requests.data?.items.length || premium.data === true ? (
        <RedemptionRequestsList items={requests.data?.items ?? []} />
      ) : null}
    </div>
  );
}
