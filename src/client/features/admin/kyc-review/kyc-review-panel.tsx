/** Placeholder: replaced by the KYC Review queue of User Management (Admin I). */
import { TabPlaceholder } from '../components/tab-placeholder';

export default function KycReviewPanel() {
  return <TabPlaceholder area="KYC Review" />;
}
