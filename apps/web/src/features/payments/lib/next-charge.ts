import type { Subscription } from '@swim/shared/api/payments';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format-date';
import { formatPeriod } from './format-period';

/** The month after 'YYYY-MM'. */
function monthAfter(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * When the card is charged next and for which month (ADR 0025): '1 December 2026, for December 2026'. Each charge
 * pays the month after the last one paid; without a paid month yet, the date alone.
 */
export function nextChargeText(
  subscription: Pick<Subscription, 'currentPeriodEnd' | 'paidThrough'>,
  language: string,
  t: TFunction,
): string | null {
  if (!subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd, language);
  if (!subscription.paidThrough) return date;
  return t('subscriptions.nextChargeFor', {
    date,
    month: formatPeriod(monthAfter(subscription.paidThrough), language),
  });
}
