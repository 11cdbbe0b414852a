import type { Payment } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="min-w-0 font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * What staff check before confirming or refunding: who paid, for which class and month, how, and how much (with
 * how the amount was made up when the club priced it down).
 */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-sand-100 px-4 py-3 text-sm">
      <dl className="flex flex-col gap-2">
        <Detail term={t('billing.details.number')}>
          <span className="tabular-nums">{payment.number}</span>
        </Detail>
        <Detail term={t('billing.details.child')}>{payment.childName ?? t('billing.details.none')}</Detail>
        <Detail term={t('billing.details.parent')}>{payment.parentName}</Detail>
        <Detail term={t('billing.details.class')}>
          {payment.classTitle ? pickText(payment.classTitle, language) : t(`billing.kind.${payment.kind}`)}
        </Detail>
        <Detail term={t('billing.details.period')}>
          {payment.billingPeriod ? formatDate(payment.billingPeriod, language, 'LLLL yyyy') : t('billing.details.none')}
        </Detail>
        <Detail term={t('billing.details.method')}>{t(`payment.method.${payment.method ?? 'unset'}`)}</Detail>
        <Detail term={t('billing.details.amount')}>
          <span className="tabular-nums">{formatMoney(payment.amount, payment.currency, language)}</span>
        </Detail>
        <Detail term={t('billing.details.declared')}>
          <time dateTime={payment.createdAt}>{formatDate(payment.createdAt, language, 'd MMM yyyy, HH:mm')}</time>
        </Detail>
        <Detail term={t('billing.details.notes')}>
          <span className="font-normal whitespace-pre-line">{payment.parentNotes || t('billing.details.none')}</span>
        </Detail>
      </dl>
      {payment.listAmount !== null && payment.priceLines.length > 0 ? (
        <div className="border-t border-sand-300 pt-3">
          <PriceBreakdown
            caption={t('price.breakdown')}
            listAmount={payment.listAmount}
            lines={payment.priceLines}
            amount={payment.amount}
            currency={payment.currency}
          />
        </div>
      ) : null}
    </div>
  );
}
