import type { TaggedChild } from '@swim/shared/api/consents';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** A tagged child's photo consent: given, refused or not answered (the last two keep the item from the public). */
export function ConsentBadge({ consent }: { consent: TaggedChild['photoConsent'] }) {
  const { t } = useTranslation();
  const tone = consent === 'granted' ? 'success' : consent === 'refused' ? 'danger' : 'sand';
  return <Badge tone={tone}>{t(`contentAdmin.media.photoConsent.${consent}`)}</Badge>;
}
