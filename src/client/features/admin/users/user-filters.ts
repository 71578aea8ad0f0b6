/** The All Users filters shared by the list and the Reports download. */
import type { AdminUserSort } from '../../../../contracts/admin-users';
import type { Role } from '../../../../domain/constants';
import type { KycStatus } from './user-labels';

export interface UserFilters {
  q: string;
  kycStatus: KycStatus | '';
  role: Role | '';
  sort: AdminUserSort;
  order: 'asc' | 'desc';
}

export const DEFAULT_USER_FILTERS: UserFilters = {
  q: '',
  kycStatus: '',
  role: '',
  sort: 'registrationDate',
  order: 'desc',
};

export const SORT_LABEL: Record<AdminUserSort, string> = {
  registrationDate: 'Registration date',
  name: 'Name',
  email: 'Email',
};
