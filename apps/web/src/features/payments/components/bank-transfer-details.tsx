import type { PaymentOptions } from '@swim/shared/api/payments';
import type { Currency } from '@swim/shared/enums';
import { Landmark } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import { MoneyAmount } from '../../../components/money-amount';

type BankTransferDetailsProps = {
  bank: PaymentOptions['bank'];
  /** What the parent writes as the transfer's reason, e.g. 'Виктория Петрова – ноември 2026'. */
  reference: string;
  amount: number;
  currency: Currency;
};

function Row({ term, children, action }: { term: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="w-full text-sm text-ink-muted">{term}</dt>
      <dd className="min-w-0 font-semibold break-words text-ink">{children}</dd>
      {action ? <dd>{action}</dd> : null}
    </div>
  );
}

/** The club's account and what to write on the transfer, with copy buttons for the parts people mistype. */
export function BankTransferDetails({ bank, reference, amount, currency }: BankTransferDetailsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-(--radius-card) border border-lagoon-200 bg-lagoon-50/60 p-4 sm:p-5"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-bold text-ocean-950">
        <Landmark aria-hidden="true" className="size-5 text-lagoon-700" />
        {t('payments.bank.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('payments.bank.lead')}</p>
      <dl className="mt-3 divide-y divide-lagoon-200">
        <Row term={t('payments.bank.holder')}>{bank.holder}</Row>
        <Row
          term={t('payments.bank.iban')}
          action={<CopyButton value={bank.iban} label={t('payments.bank.copyIban')} />}
        >
          <span className="font-mono tracking-wide">{bank.iban}</span>
        </Row>
        <Row term={t('payments.bank.bic')}>
          <span className="font-mono">{bank.bic}</span>
        </Row>
        <Row term={t('payments.bank.bank')}>{bank.bank}</Row>
        <Row term={t('payments.bank.amount')}>
          <MoneyAmount amount={amount} currency={currency} />
        </Row>
        <Row
          term={t('payments.bank.reference')}
          action={<CopyButton value={reference} label={t('payments.bank.copyReference')} />}
        >
          {reference}
        </Row>
      </dl>
    </section>
  );
}
