// "Closed" on a schedule's session whose date falls in a closure of its location or of the whole club. Every badge
// reads the one closures query the notice reads (and the server's render answered).
import { closes } from '@swim/shared/dated-sessions';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { usePublicClosures } from '../api/get-public-closures';

export function ClosedBadge({ locationId, date }: { locationId: string; date: string }) {
  const { t } = useTranslation();
  const closures = usePublicClosures();
  const closure = closures.data?.find((item) =>
    closes({ ...item, locationId: item.location?.id ?? null }, locationId, date),
  );
  if (!closure) return null;
  return (
    <Badge tone="danger" title={t(`closures.reasons.${closure.reason}`)}>
      {t('closures.closedBadge')}
    </Badge>
  );
}
