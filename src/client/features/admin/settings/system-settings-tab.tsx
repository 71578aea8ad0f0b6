/** Placeholder: replaced by the System Settings tab of the admin panel (Admin I). */
import { TabPlaceholder } from '../components/tab-placeholder';

export default function SystemSettingsTab() {
  return <TabPlaceholder area="System Settings" />;
}
