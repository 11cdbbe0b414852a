import type { Subscription } from '@swim/shared/api/payments';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { getSubscriptionState, type SubscriptionState } from '../lib/subscription-state';

const TONES: Record<SubscriptionState, BadgeTone> = {
  active: 'success',
  cancelling: 'sand',
  overdue: 'danger',
  past: 'neutral',
};

/** Active, 'cancels on {date}', payment overdue, or past. */
export function SubscriptionStatusBadge({ subscription }: { subscription: Pick<Subscription, 'status' | 'cancelAt'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = getSubscriptionState(subscription);
  const text =
    state === 'cancelling' && subscription.cancelAt
      ? t('subscriptions.status.cancelling', { date: formatDate(subscription.cancelAt, language) })
      : t(`subscriptions.status.${state === 'cancelling' ? 'active' : state}`);
  return <Badge tone={TONES[state]}>{text}</Badge>;
}
