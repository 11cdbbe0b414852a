import { useTranslation } from 'react-i18next';
import { useClubSettings } from '../../../hooks/use-club-settings';

/**
 * How long an offered place is held, in words: the club's setting once its public settings are in ("for 48 hours"),
 * "for a limited time" until then (or when they fail).
 */
export function useHeldForText(): string {
  const { t } = useTranslation();
  const hours = useClubSettings().data?.sessionRules.waitlistOfferHours;
  return hours ? t('waitlist.heldFor', { count: hours }) : t('waitlist.heldForLimited');
}
