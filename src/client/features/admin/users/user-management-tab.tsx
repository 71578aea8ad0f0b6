/** Placeholder: replaced by the User Management tab of the admin panel (Admin I). */
import { TabPlaceholder } from '../components/tab-placeholder';

export default function UserManagementTab() {
  return <TabPlaceholder area="User Management" />;
}
