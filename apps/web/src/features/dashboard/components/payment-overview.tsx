import type { Dashboard } from '@swim/shared/api/children';
import type { Currency } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatMoney } from '@swim/shared/money';
import { CircleAlert, CircleCheck, Hourglass, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { cn } from '../../../lib/utils';

type Payments = Dashboard['payments'];

type TotalProps = {
  icon: LucideIcon;
  label: string;
  amount: number;
  currency: Currency;
  tone: string;
  children?: ReactNode;
};

function Total({ icon: Icon, label, amount, currency, tone, children }: TotalProps) {
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card">
      <div className="flex items-center gap-3">
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <p className="font-semibold text-ink-muted">{label}</p>
      </div>
      <p className="text-3xl font-bold text-ocean-950 tabular-nums">{formatMoney(amount, currency, language)}</p>
      {children}
    </div>
  );
}

/** What is due this month (and for what), what awaits confirmation, what was paid, and the latest payments. */
export function PaymentOverview({ payments }: { payments: Payments }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currency } = payments;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Total
          icon={CircleAlert}
          label={t('parent.payments.due')}
          amount={payments.due}
          currency={currency}
          tone="bg-red-50 text-red-700"
        >
          {payments.dueItems.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('parent.payments.nothingDue')}</p>
          ) : (
            <ul className="flex flex-col gap-2 border-t border-sand-200 pt-3 text-sm">
              {payments.dueItems.map((item) => (
                <li key={item.enrollmentId} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{item.childName}</span>
                    <span className="block text-ink-muted">
                      {pickText(item.title, language)} · {t(`plans.names.${item.planType}`)} ·{' '}
                      {formatDate(item.billingPeriod, language, 'LLLL yyyy')}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {formatMoney(item.amount, currency, language)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Total>
        <Total
          icon={Hourglass}
          label={t('parent.payments.pending')}
          amount={payments.pending}
          currency={currency}
          tone="bg-sand-100 text-sand-700"
        >
          <p className="text-sm text-ink-muted">{t('parent.payments.pendingHint')}</p>
        </Total>
        <Total
          icon={CircleCheck}
          label={t('parent.payments.paid')}
          amount={payments.paid}
          currency={currency}
          tone="bg-emerald-50 text-emerald-700"
        >
          <p className="text-sm text-ink-muted">{t('parent.payments.paidHint')}</p>
        </Total>
      </div>
      <section aria-labelledby="recent-payments-title" className="flex flex-col gap-3">
        <h3 id="recent-payments-title" className="text-xl font-bold text-ocean-950">
          {t('parent.payments.recent')}
        </h3>
        {payments.recent.length === 0 ? (
          <p className="text-ink-muted">{t('parent.payments.noRecent')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-sand-200 rounded-(--radius-card) border border-sand-200 bg-white">
            {payments.recent.map((payment) => (
              <li key={payment.id} className="flex items-start justify-between gap-4 px-4 py-3 sm:items-center sm:px-5">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{payment.childName ?? t('parent.payments.family')}</p>
                  <p className="text-sm text-ink-muted">
                    {payment.billingPeriod ? `${formatDate(payment.billingPeriod, language, 'LLLL yyyy')} · ` : ''}
                    {t(`payment.method.${payment.method}`)} ·{' '}
                    <time dateTime={payment.createdAt} className="whitespace-nowrap">
                      {formatDate(payment.createdAt, language, 'd MMM yyyy')}
                    </time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
                  <span className="font-semibold tabular-nums">
                    {formatMoney(payment.amount, payment.currency, language)}
                  </span>
                  <PaymentStatusBadge status={payment.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
