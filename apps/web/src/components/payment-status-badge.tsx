import type { PaymentStatus } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './ui/badge';

const STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'sand',
  validated: 'lagoon',
  paid: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`payment.status.${status}`)}</Badge>;
}
