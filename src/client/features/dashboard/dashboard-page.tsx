/**
 * /dashboard (signed-in, behind the access guard). For now: greeting, role and KYC status from
 * the profile; the portfolio panels are built in a later issue and say so.
 */
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { paths } from '../../lib/paths';
import { greetingName, useSession } from '../../shared/session';

const KYC_LABEL: Record<string, { label: string; tone: BadgeTone }> = {
  not_started: { label: 'Not started', tone: 'neutral' },
  pending: { label: 'Pending review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const ROLE_LABEL: Record<string, string> = { user: 'User', investor: 'Investor', admin: 'Administrator' };

export default function DashboardPage() {
  const { user, profile } = useSession();
  if (!user) return null;
  const name = profile?.full_name || user.name || greetingName(user.email);
  const kyc = KYC_LABEL[profile?.kyc_status ?? 'not_started'] ?? KYC_LABEL.not_started!;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Dashboard · VINO</title>
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">Dashboard</p>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Welcome back, {name}</h1>
      <p className="mt-2 text-fg-muted">{user.email}</p>

      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card>
          <CardDescription>Role</CardDescription>
          <p className="mt-2 text-xl font-semibold">{ROLE_LABEL[profile?.role ?? 'user'] ?? profile?.role}</p>
        </Card>
        <Card>
          <CardDescription>Identity verification (KYC)</CardDescription>
          <div className="mt-2 flex items-center gap-3">
            <Badge tone={kyc.tone}>{kyc.label}</Badge>
          </div>
          {profile?.kyc_status !== 'approved' ? (
            <p className="mt-3 text-sm text-fg-muted">Verification is required before buying or trading VINO.</p>
          ) : null}
        </Card>
        <Card>
          <CardDescription>Email</CardDescription>
          <div className="mt-2">
            <Badge tone={user.emailVerified ? 'success' : 'warning'}>
              {user.emailVerified ? 'Verified' : 'Not verified'}
            </Badge>
          </div>
        </Card>
      </div>

      <Card tone="muted" padding="lg" className="mt-8">
        <CardTitle as="h2">Portfolio, orders and staking</CardTitle>
        <p className="mt-2 max-w-2xl text-fg-muted">
          Your balances, open orders, staking positions and activity are being built and will appear here with live
          data.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.buyVino.getHref()} variant="gold">
            Buy VINO
          </ButtonLink>
          <ButtonLink to={paths.trading.getHref()} variant="secondary">
            Open trading
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
