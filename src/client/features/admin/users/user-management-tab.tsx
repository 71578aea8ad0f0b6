/**
 * User Management tab of the admin panel (operator spec section 2, "Admin user management"): sub-tabs
 * All Users, KYC Review, Investors and Reports. The filters live here so Reports downloads the list
 * exactly as All Users shows it. KYC Review is its own lazy chunk (features/admin/kyc-review).
 */
import { lazy, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { PanelSuspense } from '../components/panel-suspense';
import { AllUsersPanel } from './all-users-panel';
import { InvestorsPanel } from './investors-panel';
import { ReportsPanel } from './reports-panel';
import { DEFAULT_USER_FILTERS, type UserFilters } from './user-filters';

const KycReviewPanel = lazy(() => import('../kyc-review/kyc-review-panel'));

type Section = 'all-users' | 'kyc-review' | 'investors' | 'reports';

export default function UserManagementTab() {
  const [section, setSection] = useState<Section>('all-users');
  const [filters, setFilters] = useState<UserFilters>(DEFAULT_USER_FILTERS);
  return (
    <section aria-labelledby="user-management-heading" className="flex flex-col gap-4">
      <h2 id="user-management-heading" className="text-xl font-semibold text-fg">
        User Management
      </h2>
      <Tabs
        label="User management sections"
        variant="underline"
        value={section}
        onValueChange={setSection}
        items={[
          {
            id: 'all-users',
            label: 'All Users',
            content: <AllUsersPanel filters={filters} onFiltersChange={setFilters} />,
          },
          {
            id: 'kyc-review',
            label: 'KYC Review',
            content: (
              <PanelSuspense>
                <KycReviewPanel />
              </PanelSuspense>
            ),
          },
          { id: 'investors', label: 'Investors', content: <InvestorsPanel /> },
          { id: 'reports', label: 'Reports', content: <ReportsPanel filters={filters} /> },
        ]}
      />
    </section>
  );
}
