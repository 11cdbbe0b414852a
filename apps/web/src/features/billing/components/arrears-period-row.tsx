import type { OwedPeriod } from '@swim/shared/api/arrears';
import { pickText } from '@swim/shared/localized-text';
import { formatMonth } from '@swim/shared/month-names';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MoneyAmount } from '../../../components/money-amount';
import { RecordPaymentDialog } from '../../../components/record-payment-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { invalidateArrearsViews } from '../../../lib/arrears-query-keys';
import { formatDate } from '../../../lib/format-date';
import { ArrearsWriteOffDialog } from './arrears-write-off-dialog';
import { owedChildName } from '../lib/owed-child-name';

/** One overdue month: child, class, month, balance and days overdue, with what staff can do about it. */
export function ArrearsPeriodRow({ parentId, period }: { parentId: string; period: OwedPeriod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const month = formatMonth(period.billingPeriod, language);
  const childName = owedChildName(period, t);
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="break-words text-ink">
          <span className="font-semibold">{childName}</span> · {pickText(period.classTitle, language)} ·{' '}
          <span className="whitespace-nowrap">{month}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <MoneyAmount amount={period.balance} currency={period.currency} className="font-bold text-ocean-950" />
          <span aria-hidden="true" className="text-ink-muted">
            ·
          </span>
          <span className="font-medium text-red-700">
            {t('arrears.family.daysOverdue', { count: period.daysOverdue })}
          </span>
          {/* A declaration the club has not confirmed in time: overdue, and said to be declared (ADR 0037). */}
          {period.declared ? (
            <Badge tone="sand">
              {period.declaredOn
                ? t('arrears.family.declaredOn', { date: formatDate(period.declaredOn, language, 'd MMMM') })
                : t('arrears.family.declared')}
            </Badge>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-1 sm:shrink-0 sm:justify-end sm:gap-2">
        <RecordPaymentDialog
          child={{ id: period.childId, fullName: childName }}
          enrollment={{ id: period.enrollmentId }}
          period={period.billingPeriod}
          onRecorded={() => void invalidateArrearsViews(queryClient)}
          trigger={
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              aria-label={t('arrears.record.actionNamed', { child: childName, month })}
            >
              <HandCoins aria-hidden="true" />
              {t('staffPayments.record.action')}
            </Button>
          }
        />
        <ArrearsWriteOffDialog parentId={parentId} period={period} />
      </div>
    </li>
  );
}
