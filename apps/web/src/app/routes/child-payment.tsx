import { useParams } from 'react-router';
import { ChildPayment } from '../../features/payments/components/child-payment';

export function ChildPaymentPage() {
  const childId = useParams().childId ?? '';
  return <ChildPayment key={childId} childId={childId} />;
}
