import { amountWithoutClosure, nextPeriodOf } from '@swim/shared/period-price';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreatePaymentInput,
  createPaymentSchema,
  type Payment,
  type PaymentOptions,
} from '@swim/shared/api/payments';
import type { PaymentMethod } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCreatePayment } from '../api/create-payment';
import { paymentKeys } from '../api/query-keys';
import { formatPeriod } from '../lib/format-period';
import { goToCheckout } from '../lib/go-to-checkout';
import { BankTransferDetails } from './bank-transfer-details';
import { EnrollmentChoice, isPaidAhead, type PayableEnrollment } from './enrollment-choice';
import { MethodChoice } from './method-choice';
import { MoneyAmount } from '../../../components/money-amount';
import { PeriodChoice } from './period-choice';
import { RecurringOption } from './recurring-option';

type FormValues = z.input<typeof createPaymentSchema>;
const FIELDS = ['enrollmentId', 'billingPeriod', 'method', 'parentNotes', 'recurring'] as const;

export type PayPreselection = { enrollmentId: string | null; period: string | null };

type PayFormProps = {
  childId: string;
  options: PaymentOptions;
  preselect: PayPreselection;
  /** A cash or bank transfer payment was declared; it now awaits confirmation. */
  onDeclared: (payment: Payment) => void;
};

/** The wanted period when it is open, else the first open one. */
function openPeriod(enrollment: PayableEnrollment | undefined, wanted: string | null): string {
  if (!enrollment) return '';
  const open = enrollment.periods.filter((period) => !period.covered).map((period) => period.billingPeriod);
  return wanted && open.includes(wanted) ? wanted : (open[0] ?? '');
}

function initialValues(options: PaymentOptions, preselect: PayPreselection): DefaultValues<FormValues> {
  const payable = options.enrollments.filter(isPaidAhead);
  const enrollment =
    payable.find((item) => item.enrollmentId === preselect.enrollmentId) ??
    (payable.length === 1 ? payable[0] : undefined);
  return {
    enrollmentId: enrollment?.enrollmentId ?? '',
    billingPeriod: openPeriod(enrollment, preselect.period),
    method: undefined,
    parentNotes: '',
    recurring: false,
  };
}

/** Only what the chosen method uses is sent: notes with cash and bank transfer, `recurring` with a card. */
function toInput(values: CreatePaymentInput): CreatePaymentInput {
  const { enrollmentId, billingPeriod, method } = values;
  if (method === 'card') return { enrollmentId, billingPeriod, method, recurring: values.recurring === true };
  return { enrollmentId, billingPeriod, method, ...(values.parentNotes ? { parentNotes: values.parentNotes } : {}) };
}

/** Pay a class: choose the enrollment, the month and how; the amount always comes from the server. */
export function PayForm({ childId, options, preselect, onDeclared }: PayFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const queryClient = useQueryClient();
  const validationText = useValidationText();
  const create = useCreatePayment(childId);
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<FormValues, unknown, CreatePaymentInput>({
    resolver: zodResolver(createPaymentSchema),
    defaultValues: initialValues(options, preselect),
  });
  const { errors, isSubmitted } = form.formState;
  const [enrollmentId, billingPeriod, method, recurring] = useWatch({
    control: form.control,
    name: ['enrollmentId', 'billingPeriod', 'method', 'recurring'],
  });
  const enrollment = options.enrollments.find((item) => item.enrollmentId === enrollmentId);
  const periodCovered = Boolean(
    enrollment?.periods.some((period) => period.billingPeriod === billingPeriod && period.covered),
  );
  // What is paid is the server's price of the chosen month (ADR 0033), not the plan's list price.
  const chosen = enrollment?.periods.find((period) => period.billingPeriod === billingPeriod && !period.covered);
  const price = chosen?.price;
  // What the club wrote off or already received of the month is taken off what is paid now (ADR 0037).
  const deductions = chosen?.deductions ?? [];
  const wholeMonth = price && { ...price, amount: price.amount - deductions.reduce((sum, d) => sum + d.amount, 0) };
  // A monthly card payment charges the whole month after the chosen one from then on: its price when the page lists it,
  // or the chosen month's own when that is already a whole month (no first-period share). A closure's share (ADR 0040)
  // is given back once, so it is never part of what the card is charged every month.
  const following = enrollment?.periods.find(
    (period) => billingPeriod && period.billingPeriod === nextPeriodOf(billingPeriod),
  )?.price;
  const monthlyAmount = following
    ? amountWithoutClosure(following)
    : wholeMonth && !wholeMonth.lines.some((line) => line.kind === 'firstPeriod')
      ? amountWithoutClosure(wholeMonth)
      : undefined;
  const reference = billingPeriod ? `${options.childName} – ${formatPeriod(billingPeriod, language)}` : '';

  // A month paid meanwhile (e.g. in another tab) is no longer offered once the options are fetched again.
  useEffect(() => {
    if (periodCovered) form.setValue('billingPeriod', openPeriod(enrollment, null));
  }, [periodCovered, enrollment, form]);

  function selectEnrollment(id: string) {
    const next = options.enrollments.find((item) => item.enrollmentId === id);
    form.setValue('enrollmentId', id, { shouldValidate: isSubmitted });
    form.setValue('billingPeriod', openPeriod(next, billingPeriod || null), { shouldValidate: isSubmitted });
    if (next?.subscriptionId) form.setValue('recurring', false);
  }

  function selectMethod(next: PaymentMethod) {
    form.setValue('method', next, { shouldValidate: isSubmitted });
    if (next !== 'card') form.setValue('recurring', false);
  }

  async function submit(values: CreatePaymentInput) {
    try {
      const started = await create.mutateAsync(toInput(values));
      if (started.checkoutUrl) {
        setRedirecting(true);
        goToCheckout(started.checkoutUrl);
        return;
      }
      showSuccessToast(t('payments.declared.toastTitle'), t('payments.declared.toastDescription'));
      onDeclared(started.payment);
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      if (isApiError(error) && error.code === 'PERIOD_ALREADY_COVERED') {
        void queryClient.invalidateQueries({ queryKey: paymentKeys.options(childId) });
      }
      showDestructiveToast(t('payments.pay.checkoutError'), t(getErrorMessageKey(error)));
    }
  }

  const busy = form.formState.isSubmitting || redirecting;
  let submitLabel = t('payments.pay.submit');
  if (method === 'card' && recurring) submitLabel = t('payments.pay.submitRecurring');
  if (method === 'card' && !recurring && enrollment && price)
    submitLabel = t('payments.pay.submitCard', { amount: formatPrice(price.amount, enrollment.currency) });
  if (method === 'cash') submitLabel = t('payments.pay.submitCash');
  if (method === 'bank_transfer') submitLabel = t('payments.pay.submitBank');

  return (
    <form
      noValidate
      aria-labelledby="pay-form-title"
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-8 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="pay-form-title" className="text-2xl font-bold text-ocean-950">
        {t('payments.pay.formTitle')}
      </h2>
      <EnrollmentChoice
        enrollments={options.enrollments}
        value={enrollmentId ?? ''}
        onChange={selectEnrollment}
        error={validationText(errors.enrollmentId?.message)}
      />
      {enrollment ? (
        <PeriodChoice
          periods={enrollment.periods}
          currency={enrollment.currency}
          value={billingPeriod ?? ''}
          onChange={(period) => form.setValue('billingPeriod', period, { shouldValidate: isSubmitted })}
          error={validationText(errors.billingPeriod?.message)}
        />
      ) : null}
      {enrollment && price && (price.lines.length > 0 || deductions.length > 0) ? (
        <div className="rounded-2xl bg-sand-100 px-4 py-3">
          <PriceBreakdown
            caption={t('price.breakdownFor', { period: formatPeriod(billingPeriod ?? '', language) })}
            listAmount={price.listAmount}
            lines={price.lines}
            deductions={deductions}
            amount={price.amount}
            currency={enrollment.currency}
          />
        </div>
      ) : null}
      <MethodChoice name="pay" value={method} onChange={selectMethod} error={validationText(errors.method?.message)} />

      {method === 'card' && enrollment ? (
        <RecurringOption
          childId={childId}
          subscriptionId={enrollment.subscriptionId}
          inputProps={form.register('recurring')}
          monthly={monthlyAmount === undefined ? undefined : formatPrice(monthlyAmount, enrollment.currency)}
          error={validationText(errors.recurring?.message)}
        />
      ) : null}

      {method === 'cash' || method === 'bank_transfer' ? (
        <FormField
          label={t('payments.pay.notes')}
          optional={t('payments.pay.optional')}
          hint={method === 'cash' ? t('payments.pay.notesHintCash') : t('payments.pay.notesHintBank')}
          error={validationText(errors.parentNotes?.message)}
        >
          <Textarea rows={3} className="min-h-24" {...form.register('parentNotes')} />
        </FormField>
      ) : null}

      {method === 'bank_transfer' && enrollment && price ? (
        <BankTransferDetails
          bank={options.bank}
          reference={reference}
          amount={price.amount}
          currency={enrollment.currency}
        />
      ) : null}

      <div className="flex flex-col gap-4 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {enrollment && isPaidAhead(enrollment) && price ? (
          <div aria-live="polite">
            <p className="text-sm text-ink-muted">{t('payments.pay.toPay')}</p>
            <p className="text-2xl font-bold text-ocean-950">
              <MoneyAmount amount={price.amount} currency={enrollment.currency} />
            </p>
            <p className="text-sm text-ink-muted">
              {pickText(enrollment.classTitle, language)}
              {billingPeriod ? ` · ${formatPeriod(billingPeriod, language)}` : ''}
            </p>
          </div>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Wallet aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
