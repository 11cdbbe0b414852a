import type { RecordOptions } from '@swim/shared/api/staff-payments';
import { formatMoney } from '@swim/shared/money';
import { formatMonth } from '@swim/shared/month-names';
import { Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { CheckboxField } from './ui/checkbox-field';

type Props = {
  period: RecordOptions['periods'][number];
  canConfirmSecond: boolean;
  /** A kindergarten bill is never paid twice: nobody records a second payment for it. */
  kindergarten: boolean;
  confirmSecond: boolean;
  onConfirmSecond: (value: boolean) => void;
};

/**
 * What already stands on the chosen month: a payment covering it (an admin may still record a second one, on
 * purpose), the family's card subscription, what is left of it after a part received or written off, or the parent's
 * declaration that recording will confirm.
 */
export function RecordPeriodNotice({ period, canConfirmSecond, kindergarten, confirmSecond, onConfirmSecond }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const month = formatMonth(period.billingPeriod, language);
  const { covering, declaration } = period;
  if (covering || period.subscription) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-ink">
        <p className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            {covering
              ? t('staffPayments.record.covered', {
                  month,
                  number: covering.number,
                  status: t(`payment.status.${covering.status}`),
                  amount: formatMoney(covering.amount, covering.currency, language),
                })
              : t('staffPayments.record.coveredBySubscription', { month })}
          </span>
        </p>
        {covering && canConfirmSecond ? (
          <CheckboxField
            label={t('staffPayments.record.confirmSecond')}
            checked={confirmSecond}
            onChange={(event) => onConfirmSecond(event.target.checked)}
          />
        ) : covering && !kindergarten ? (
          <p>{t('staffPayments.record.onlyAdminSecond')}</p>
        ) : null}
      </div>
    );
  }
  if (!declaration && !period.left) return null;
  return (
    <>
      {period.left ? <PeriodLeftNotice period={period} /> : null}
      {declaration ? <DeclarationNotice declaration={declaration} /> : null}
    </>
  );
}

/** What is left of a month part of which was received or written off: its due, the parts and the balance proposed. */
function PeriodLeftNotice({ period }: { period: RecordOptions['periods'][number] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { left } = period;
  if (!left) return null;
  const money = (minor: number) => formatMoney(minor, period.currency, language);
  const rows: [string, string][] = [
    [t('staffPayments.record.leftDue'), money(left.due)],
    ...(left.received > 0 ? [[t('price.deductions.received'), money(-left.received)] as [string, string]] : []),
    ...(left.writtenOff > 0 ? [[t('price.deductions.writtenOff'), money(-left.writtenOff)] as [string, string]] : []),
  ];
  const payments = left.payments.map((p) =>
    t('staffPayments.record.leftPayment', {
      number: p.number,
      method: t(`payment.method.${p.method ?? 'unset'}`).toLowerCase(),
      amount: formatMoney(p.amount, p.currency, language),
    }),
  );
  return (
    <div role="status" className="flex flex-col gap-2 rounded-2xl bg-ocean-50 px-4 py-3 text-sm text-ink">
      <p className="flex gap-2 font-semibold">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-800" />
        <span>{t('staffPayments.record.leftTitle', { month: formatMonth(period.billingPeriod, language) })}</span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="pl-4 text-right font-semibold whitespace-nowrap tabular-nums">{amount}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-ocean-200 pt-1 font-semibold">{t('staffPayments.record.leftBalance')}</dt>
          <dd className="border-t border-ocean-200 pt-1 pl-4 text-right font-semibold whitespace-nowrap tabular-nums text-ocean-950">
            {money(period.amount)}
          </dd>
        </div>
      </dl>
      {payments.length > 0 ? (
        <p className="break-words">{t('staffPayments.record.leftPayments', { payments: payments.join('; ') })}</p>
      ) : null}
    </div>
  );
}

/** The parent's pending declaration, which recording confirms with what staff enter. */
function DeclarationNotice({
  declaration,
}: {
  declaration: NonNullable<RecordOptions['periods'][number]['declaration']>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div role="status" className="flex flex-col gap-1 rounded-2xl bg-ocean-50 px-4 py-3 text-sm text-ink">
      <p className="flex gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-800" />
        <span>
          {t('staffPayments.record.declared', {
            method: t(`payment.method.${declaration.method ?? 'unset'}`).toLowerCase(),
            amount: formatMoney(declaration.amount, declaration.currency, language),
          })}
        </span>
      </p>
      {declaration.parentNotes ? (
        <p className="break-words whitespace-pre-line">
          {t('staffPayments.record.parentNotes', { notes: declaration.parentNotes })}
        </p>
      ) : null}
    </div>
  );
}
