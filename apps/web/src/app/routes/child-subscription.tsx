import { useParams } from 'react-router';
import { SubscriptionDetail } from '../../features/payments/components/subscription-detail';

export function ChildSubscriptionPage() {
  const subscriptionId = useParams().subscriptionId ?? '';
  return <SubscriptionDetail key={subscriptionId} subscriptionId={subscriptionId} />;
}
