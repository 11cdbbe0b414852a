import type { OrderStatus } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<OrderStatus, BadgeTone> = { pending: 'sand', completed: 'success', cancelled: 'danger' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`orders.status.${status}`)}</Badge>;
}
