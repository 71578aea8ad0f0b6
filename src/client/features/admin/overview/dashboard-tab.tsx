/** Placeholder: replaced by the Dashboard tab of the admin panel (Admin I). */
import { TabPlaceholder } from '../components/tab-placeholder';

export default function DashboardTab() {
  return <TabPlaceholder area="Dashboard" />;
}
