/**
 * The signed-in investor's profile (spec section 6): shown only when a profile exists. KYC status
 * is green when approved, otherwise yellow; underscores in stored values read as spaces.
 */
import type { ReactNode } from 'react';
import type { UserProfile } from '../../../../contracts/profile';
import { Badge } from '../../../components/ui/badge';
import { Card, CardTitle } from '../../../components/ui/card';

const spaced = (value: string) => value.replace(/_/g, ' ');

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 flex flex-col gap-0.5' : 'flex flex-col gap-0.5'}>
      <dt className="text-xs uppercase tracking-[0.12em] text-fg-subtle">{label}</dt>
      <dd className="text-sm capitalize text-fg">{children}</dd>
    </div>
  );
}

export function InvestmentProfileCard({ profile }: { profile: UserProfile }) {
  const approved = profile.kyc_status === 'approved';
  return (
    <Card as="section" aria-labelledby="profile-card-title">
      <CardTitle as="h2">
        <span id="profile-card-title">Your investment profile</span>
      </CardTitle>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <Item label="Name">{profile.full_name ?? profile.email}</Item>
        <Item label="Role">{spaced(profile.role)}</Item>
        <Item label="Risk tolerance">{spaced(profile.risk_tolerance)}</Item>
        <Item label="Investment range">{spaced(profile.investment_amount_range)}</Item>
        <Item label="KYC status">
          <Badge tone={approved ? 'success' : 'warning'}>{spaced(profile.kyc_status)}</Badge>
        </Item>
        <Item label="Goals">
          {profile.investment_goals.length ? profile.investment_goals.map(spaced).join(', ') : 'None set'}
        </Item>
        <Item label="Notifications" wide>
          {profile.notification_preferences.length ? profile.notification_preferences.map(spaced).join(', ') : 'None'}
        </Item>
      </dl>
    </Card>
  );
}
