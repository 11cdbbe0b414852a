import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from './ui/badge';

/** 'Full' when no place is left, otherwise how many are free. */
export function FreePlaces({ freePlaces }: { freePlaces: number }) {
  const { t } = useTranslation();
  if (freePlaces <= 0) return <Badge tone="danger">{t('schedule.full')}</Badge>;
  return (
    <Badge tone="success">
      <Users aria-hidden="true" />
      {t('schedule.freePlaces', { count: freePlaces })}
    </Badge>
  );
}
