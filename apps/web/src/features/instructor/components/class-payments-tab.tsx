import type { ClassPayments } from '@swim/shared/api/instructor';
import { formatMoney } from '@swim/shared/money';
import { getRecentMonths } from '@swim/shared/recent-months';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { RecordPaymentDialog } from '../../../components/record-payment-dialog';
import { BalanceDueFlag } from './balance-due-flag';
import { RejectPaymentDialog } from '../../../components/reject-payment-dialog';
import { Badge } from '../../../components/ui/badge';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useClassPayments } from '../api/get-class-payments';

const MONTHS_SHOWN = 12;
type Line = ClassPayments['children'][number];

function PaymentLine({ line, month }: { line: Line; month: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <PaymentLineSummary line={line} />
      </div>
      <StaffActions line={line} month={month} />
    </li>
  );
}

/** Money staff take at the pool (issue 25): record it for the month shown, or turn down a declaration never paid. */
function StaffActions({ line, month }: { line: Line; month: string }) {
  const declared =
    line.status === 'pending' && (line.method === 'cash' || line.method === 'bank_transfer') && line.paymentId;
  return (
    <div className="flex flex-wrap gap-2 border-t border-sand-200 pt-3">
      <RecordPaymentDialog
        child={{ id: line.childId, fullName: line.fullName }}
        enrollment={{ id: line.enrollmentId }}
        period={month}
        triggerSize="md"
      />
      {declared && line.amount !== null && line.currency ? (
        <RejectPaymentDialog
          triggerSize="md"
          payment={{
            id: declared,
            childName: line.fullName,
            amount: line.amount,
            currency: line.currency,
            method: line.method,
            billingPeriod: month,
          }}
        />
      ) : null}
    </div>
  );
}

function PaymentLineSummary({ line }: { line: Line }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold break-words text-ink">{line.fullName}</span>
        <span className="text-sm text-ink-muted">
          {t(`plans.names.${line.planType}`)}
          {line.method ? ` · ${t(`payment.method.${line.method}`)}` : ''}
        </span>
        <BalanceDueFlag balanceDue={line.balanceDue} />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {line.status === 'none' ? (
          <Badge tone="danger">{t('instructor.payments.none')}</Badge>
        ) : (
          <PaymentStatusBadge status={line.status} />
        )}
        {line.amount !== null && line.currency ? (
          <span className="font-bold text-ocean-950 tabular-nums">
            {formatMoney(line.amount, line.currency, language)}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** Each child's payment for a chosen month: status and amount, and the money staff record or turn down. */
export function ClassPaymentsTab({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const months = getRecentMonths(MONTHS_SHOWN);
  const [month, setMonth] = useState(months[0] ?? '');
  const payments = useClassPayments({ classId, month });
  return (
    <div className="flex flex-col gap-5">
      <div className="sm:w-60">
        <FormField label={t('instructor.payments.month')}>
          <NativeSelect value={month} onChange={(event) => setMonth(event.target.value)} className="h-12">
            {months.map((value) => (
              <option key={value} value={value}>
                {formatDate(`${value}-01`, language, 'LLLL yyyy')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {payments.isPending ? (
        <LoadingRegion className="flex flex-col gap-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16 rounded-2xl" />
          ))}
        </LoadingRegion>
      ) : payments.isError ? (
        <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payments.data.children.length === 0 ? (
        <EmptyState icon={Wallet} title={t('instructor.roster.empty')} />
      ) : (
        <ul aria-label={t('instructor.tabs.payments')} className="grid gap-2 lg:grid-cols-2">
          {payments.data.children.map((line) => (
            <PaymentLine key={line.enrollmentId} line={line} month={month} />
          ))}
        </ul>
      )}
    </div>
  );
}
