import type { Dashboard } from '@swim/shared/api/children';
import type { MoneyLine } from '@swim/shared/dues';
import type { Currency } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { CircleAlert, CircleCheck, Hourglass, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLink } from '../../../components/arrow-link';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { Button } from '../../../components/ui/button';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { cn } from '../../../lib/utils';

type Payments = Dashboard['payments'];
type DueItem = Payments['dueItems'][number];

/**
 * The pay page with this enrollment and month already chosen: one tap from the dashboard. An issued kindergarten
 * bill is paid from the child's pay page, which lists it with its own Pay action.
 */
function payHref(item: DueItem): string {
  if (item.paymentId) return `/child/${encodeURIComponent(item.childId)}/payment`;
  const query = new URLSearchParams({ enrollment: item.enrollmentId, period: item.billingPeriod });
  return `/child/${encodeURIComponent(item.childId)}/payment?${query.toString()}`;
}

type TotalProps = {
  icon: LucideIcon;
  label: string;
  /** One sum per currency; never added across currencies. */
  amounts: MoneyLine[];
  /** Shown as zero when there is nothing. */
  currency: Currency;
  tone: string;
  children?: ReactNode;
};

function Total({ icon: Icon, label, amounts, currency, tone, children }: TotalProps) {
  const formatPrice = useFormatMoney();
  const lines = amounts.length > 0 ? amounts : [{ currency, amount: 0 }];
  return (
    <div className="flex flex-col gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card">
      <div className="flex items-center gap-3">
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <p className="font-semibold text-ink-muted">{label}</p>
      </div>
      <p className="flex flex-col text-3xl font-bold text-ocean-950 tabular-nums">
        {lines.map((line) => (
          <span key={line.currency}>{formatPrice(line.amount, line.currency)}</span>
        ))}
      </p>
      {children}
    </div>
  );
}

/** What is owed (each month, until when, one tap to pay it), what awaits confirmation, what was paid, and the latest payments. */
export function PaymentOverview({ payments }: { payments: Payments }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const { currency } = payments;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Total
          icon={CircleAlert}
          label={t('parent.payments.due')}
          amounts={payments.due}
          currency={currency}
          tone="bg-red-50 text-red-700"
        >
          {payments.dueItems.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('parent.payments.nothingDue')}</p>
          ) : (
            <ul className="flex flex-col gap-2 border-t border-sand-200 pt-3 text-sm">
              {payments.dueItems.map((item) => (
                <li
                  key={item.paymentId ?? `${item.enrollmentId}:${item.billingPeriod}`}
                  className="flex justify-between gap-3"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{item.childName}</span>
                    <span className="block text-ink-muted">
                      {pickText(item.title, language)} · {t(`plans.names.${item.planType}`)} ·{' '}
                      {formatDate(item.billingPeriod, language, 'LLLL yyyy')}
                    </span>
                    <span className={cn('block', item.overdue ? 'font-semibold text-red-800' : 'text-ink-muted')}>
                      {t(item.overdue ? 'payments.dashboard.wasDueBy' : 'payments.dashboard.dueBy', {
                        date: formatDate(item.dueOn, language, 'd MMMM yyyy'),
                      })}
                    </span>
                    {/* Owed again: the club marked the declaration as not received, in the staff's words. */}
                    {item.rejection ? (
                      <span className="block break-words text-sm text-red-800">
                        {t('payments.rejection.note', {
                          date: formatDate(item.rejection.at, language, 'd MMMM'),
                          reason: item.rejection.reason,
                        })}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-2">
                    <span className="font-semibold tabular-nums">{formatPrice(item.amount, item.currency)}</span>
                    <Button asChild size="md" className="h-10 px-4">
                      <Link
                        to={payHref(item)}
                        aria-label={t('payments.dashboard.payLabel', {
                          name: item.childName,
                          title: pickText(item.title, language),
                          period: formatDate(item.billingPeriod, language, 'LLLL yyyy'),
                        })}
                      >
                        {t('payments.dashboard.pay')}
                      </Link>
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Total>
        <Total
          icon={Hourglass}
          label={t('parent.payments.pending')}
          amounts={payments.pending}
          currency={currency}
          tone="bg-sand-100 text-sand-700"
        >
          <p className="text-sm text-ink-muted">{t('parent.payments.pendingHint')}</p>
        </Total>
        <Total
          icon={CircleCheck}
          label={t('parent.payments.paid')}
          amounts={payments.paid}
          currency={currency}
          tone="bg-emerald-50 text-emerald-700"
        >
          <p className="text-sm text-ink-muted">{t('parent.payments.paidHint')}</p>
        </Total>
      </div>
      <section aria-labelledby="recent-payments-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <h3 id="recent-payments-title" className="text-xl font-bold text-ocean-950">
            {t('parent.payments.recent')}
          </h3>
          <ArrowLink to="/payments">{t('payments.dashboard.allPayments')}</ArrowLink>
        </div>
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
                    {t(`payment.method.${payment.method ?? 'unset'}`)} ·{' '}
                    <time dateTime={payment.createdAt} className="whitespace-nowrap">
                      {formatDate(payment.createdAt, language, 'd MMM yyyy')}
                    </time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
                  <span className="font-semibold tabular-nums">{formatPrice(payment.amount, payment.currency)}</span>
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
