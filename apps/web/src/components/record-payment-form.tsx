import type { Payment } from '@swim/shared/api/payments';
import type { RecordOptions, StaffPaymentMethod } from '@swim/shared/api/staff-payments';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { formatMoneyInput } from '@swim/shared/money-input';
import { formatMonth } from '@swim/shared/month-names';
import { HandCoins } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { useRecordOptions } from '../hooks/use-record-options';
import { useRecordPayment } from '../hooks/use-record-payment';
import { isApiError } from '../lib/api-client';
import { type TranslationKey, getErrorMessageKey } from '../lib/error-message';
import { checkRecordInput } from '../lib/record-payment-checks';
import { showDestructiveToast, showSuccessToast } from '../lib/toast';
import { ErrorState } from './error-state';
import { FormActions } from './form-actions';
import { LoadingRegion } from './loading-region';
import { RecordMethodField } from './record-method-field';
import { RecordPeriodNotice } from './record-period-notice';
import { DateField } from './ui/date-field';
import { DialogClose, DialogDescription, DialogTitle } from './ui/dialog';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { NativeSelect } from './ui/native-select';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { Textarea } from './ui/textarea';

const FIELDS = ['billingPeriod', 'amount', 'receivedOn', 'note'] as const;
type Field = (typeof FIELDS)[number];
type Props = {
  child: { id: string; fullName: string };
  enrollmentId: string;
  period?: string;
  onRecorded: (payment: Payment) => void;
};

/** The record dialog's content: the server's months for the enrollment, then what staff received. */
export function RecordPaymentForm({ child, enrollmentId, period, onRecorded }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const options = useRecordOptions(enrollmentId);
  const heading = (
    <div className="flex flex-col gap-2">
      <DialogTitle>{t('staffPayments.record.title')}</DialogTitle>
      <DialogDescription>{t('staffPayments.record.description')}</DialogDescription>
      <p className="font-semibold text-ink">
        {[child.fullName, options.data ? pickText(options.data.classTitle, language) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
  if (options.isPending || options.isError || options.data.periods.length === 0) {
    return (
      <div className="flex flex-col gap-5">
        {heading}
        {options.isPending ? (
          <LoadingRegion className="flex flex-col gap-3">
            <Skeleton className="h-11 rounded-xl" />
            <Skeleton className="h-11 rounded-xl" />
          </LoadingRegion>
        ) : options.isError ? (
          <ErrorState error={options.error} onRetry={() => void options.refetch()} />
        ) : (
          <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm">{t('staffPayments.record.noPeriods')}</p>
        )}
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('billing.dialog.cancel')}</Button>
          </DialogClose>
        </div>
      </div>
    );
  }
  return (
    <RecordFields heading={heading} options={options.data} child={child} period={period} onRecorded={onRecorded} />
  );
}

/** The month offered first: the one asked for, else this month, else the newest. */
function firstPeriod(options: RecordOptions, asked: string | undefined): string {
  const periods = options.periods.map((p) => p.billingPeriod);
  if (asked && periods.includes(asked)) return asked;
  const thisMonth = options.today.slice(0, 7);
  return periods.includes(thisMonth) ? thisMonth : (periods[0] ?? thisMonth);
}

function RecordFields({
  heading,
  options,
  child,
  period: asked,
  onRecorded,
}: Omit<Props, 'enrollmentId'> & { heading: ReactNode; options: RecordOptions }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const record = useRecordPayment();
  const [period, setPeriod] = useState(() => firstPeriod(options, asked));
  const chosen = options.periods.find((p) => p.billingPeriod === period) ?? options.periods[0];
  const [method, setMethod] = useState<StaffPaymentMethod>('cash');
  const [amountText, setAmountText] = useState(() => (chosen ? formatMoneyInput(chosen.amount, language) : ''));
  const [receivedOn, setReceivedOn] = useState(options.today);
  const [note, setNote] = useState('');
  const [confirmSecond, setConfirmSecond] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, TranslationKey>>>({});
  if (!chosen) return null;
  const money = (minor: number) => formatMoney(minor, chosen.currency, language);

  const { amount, amountError, dateError, noteError } = checkRecordInput({
    amountText,
    receivedOn,
    note,
    today: options.today,
    earliest: options.earliestReceivedOn,
  });
  const shown = (local: TranslationKey | null, field: Field) => {
    const key = (submitted ? local : null) ?? serverErrors[field];
    return key ? t(key) : undefined;
  };
  // A covered month is recorded again only by an admin who says so; a subscription's month never. What is left of a
  // month part of which was received is not covered (the server sends no covering payment): anyone records it.
  const blocked = chosen.covering ? !(options.canConfirmSecond && confirmSecond) : chosen.subscription;

  function choosePeriod(next: string) {
    setPeriod(next);
    const found = options.periods.find((p) => p.billingPeriod === next);
    if (found) setAmountText(formatMoneyInput(found.amount, language));
    setConfirmSecond(false);
    setServerErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!chosen || record.isPending || blocked || dateError || noteError || amount === null) return;
    try {
      const payment = await record.mutateAsync({
        enrollmentId: options.enrollmentId,
        billingPeriod: chosen.billingPeriod,
        method,
        amount,
        receivedOn,
        note: note.trim() || undefined,
        confirmSecond: chosen.covering && confirmSecond ? true : undefined,
      });
      showSuccessToast(
        t('staffPayments.record.successTitle'),
        t('staffPayments.record.successDescription', {
          amount: money(payment.amount),
          name: child.fullName,
          month: formatMonth(chosen.billingPeriod, language),
        }),
      );
      onRecorded(payment);
    } catch (error) {
      // A refusal the server names a field for is shown on it; anything else in a toast.
      const fields: Partial<Record<Field, TranslationKey>> = {};
      for (const issue of isApiError(error) ? error.details : []) {
        const field = FIELDS.find((name) => name === issue.path.split('.').pop());
        if (field) fields[field] = `validation.${issue.message}` as TranslationKey;
      }
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) {
        showDestructiveToast(t('staffPayments.record.failed'), t(getErrorMessageKey(error)));
      }
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {heading}
      <FormField label={t('staffPayments.record.period')} error={shown(null, 'billingPeriod')}>
        <NativeSelect value={chosen.billingPeriod} onChange={(event) => choosePeriod(event.target.value)}>
          {options.periods.map((p) => {
            const month = formatMonth(p.billingPeriod, language);
            const key = p.covering || p.subscription ? 'optionCovered' : p.declaration ? 'optionDeclared' : null;
            const label = key
              ? t(`staffPayments.record.${key}`, { month })
              : p.left
                ? t('staffPayments.record.optionLeft', { month, amount: formatMoney(p.amount, p.currency, language) })
                : month;
            return (
              <option key={p.billingPeriod} value={p.billingPeriod}>
                {label}
              </option>
            );
          })}
        </NativeSelect>
      </FormField>
      <RecordPeriodNotice
        period={chosen}
        canConfirmSecond={options.canConfirmSecond}
        kindergarten={options.kindergarten}
        confirmSecond={confirmSecond}
        onConfirmSecond={setConfirmSecond}
      />
      <RecordMethodField value={method} onChange={setMethod} />
      <FormField
        label={t('staffPayments.record.amount')}
        hint={
          options.kindergarten
            ? t('staffPayments.record.billAmount')
            : t(chosen.left ? 'staffPayments.record.amountHintLeft' : 'staffPayments.record.amountHint', {
                currency: t(`billing.currency.${chosen.currency}`),
                example: formatMoneyInput(chosen.amount, language),
              })
        }
        error={shown(amountError, 'amount')}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          readOnly={options.kindergarten}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </FormField>
      <FormField label={t('staffPayments.record.receivedOn')} error={shown(dateError, 'receivedOn')}>
        <DateField value={receivedOn} onChange={setReceivedOn} min={options.earliestReceivedOn} max={options.today} />
      </FormField>
      <FormField
        label={t('staffPayments.record.note')}
        optional={t('staffPayments.record.optional')}
        hint={t('staffPayments.record.noteHint')}
        error={shown(noteError, 'note')}
      >
        <Textarea value={note} onChange={(event) => setNote(event.target.value)} className="min-h-20!" rows={2} />
      </FormField>
      <FormActions
        cancelLabel={t('billing.dialog.cancel')}
        submitLabel={
          amount !== null
            ? t('staffPayments.record.submit', { amount: money(amount) })
            : t('staffPayments.record.submitPlain')
        }
        submitIcon={<HandCoins aria-hidden="true" />}
        busy={record.isPending}
        submitDisabled={blocked}
      />
    </form>
  );
}
