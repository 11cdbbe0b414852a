import type { Payment, PaymentOptions } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatPeriod } from '../lib/format-period';
import { MoneyAmount } from '../../../components/money-amount';
import { PayBillDialog } from './pay-bill-dialog';

type OpenBillsProps = { options: PaymentOptions; onDeclared: (payment: Payment) => void };

/** Issued bills (kindergarten classes attended) waiting for the parent, each with its own Pay action. */
export function OpenBills({ options, onDeclared }: OpenBillsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="open-bills-title" className="flex flex-col gap-3">
      <div>
        <h2 id="open-bills-title" className="text-2xl font-bold text-ocean-950">
          {t('payments.bills.title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('payments.bills.lead')}</p>
      </div>
      <ul className="flex flex-col divide-y divide-sand-200 rounded-(--radius-card) border border-sand-200 bg-white shadow-card">
        {options.openBills.map((bill) => (
          <li key={bill.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {bill.billingPeriod ? formatPeriod(bill.billingPeriod, language) : t('payments.bills.noPeriod')}
              </p>
              <p className="text-sm text-ink-muted">
                {bill.classTitle ? pickText(bill.classTitle, language) : t('plans.names.kindergarten_monthly')}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <MoneyAmount amount={bill.amount} currency={bill.currency} className="font-semibold" />
                <PaymentStatusBadge status={bill.status} />
              </p>
            </div>
            <PayBillDialog bill={bill} options={options} onDeclared={onDeclared} />
          </li>
        ))}
      </ul>
    </section>
  );
}
