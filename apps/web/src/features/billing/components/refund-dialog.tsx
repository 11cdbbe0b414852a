import type { Payment } from '@swim/shared/api/payments';
import { REFUND_REASONS, type RefundReason } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { Hourglass, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRefundPayment } from '../api/refund-payment';
import { formatMoneyInput, parseMoneyInput } from '@swim/shared/money-input';
import { formatPercent, getRemainingRefundable } from '../lib/refund-amount';
import { BillingDialog } from './billing-dialog';
import { isOneOf } from '../../../lib/one-of';

const isReason = (value: string): value is RefundReason => isOneOf(REFUND_REASONS, value);

type AmountCheck = { minor: number; error?: undefined } | { minor: null; error: string };

/** The typed amount in minor units, or why it cannot be refunded. */
function useAmountCheck(text: string, remaining: number, payment: Payment): AmountCheck {
  const { t } = useTranslation();
  const language = useLanguage();
  if (text.trim() === '') return { minor: null, error: t('validation.amountRequired') };
  const minor = parseMoneyInput(text);
  if (minor === null || minor <= 0) return { minor: null, error: t('validation.amountInvalid') };
  if (minor > remaining) {
    return {
      minor: null,
      error: t('billing.refund.tooLarge', { amount: formatMoney(remaining, payment.currency, language) }),
    };
  }
  return { minor };
}

/** Admins give money back: all that is left or a part of it (shown as a percentage of the payment), with a reason. */
export function RefundDialog({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refund = useRefundPayment();
  const remaining = getRemainingRefundable(payment);
  const money = (minor: number) => formatMoney(minor, payment.currency, language);
  const who = payment.childName ?? payment.parentName;
  // What the card provider has not confirmed of the earlier refunds (the server says; ADR 0035).
  const pending = payment.refundPending ?? 0;

  const [open, setOpen] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const amount = useAmountCheck(amountText, remaining, payment);
  const typedMinor = parseMoneyInput(amountText);
  // Too much is said at once; a missing or malformed amount waits for the first submit.
  const amountError = submitted || (typedMinor !== null && typedMinor > remaining) ? amount.error : undefined;
  const reasonError = submitted && !isReason(reason) ? t('validation.reasonRequired') : undefined;

  function changeOpen(next: boolean) {
    setOpen(next);
    setAmountText(formatMoneyInput(remaining, language));
    setReason('');
    setSubmitted(false);
  }

  async function submit() {
    setSubmitted(true);
    if (amount.minor === null || !isReason(reason)) return;
    try {
      const after = await refund.mutateAsync({ paymentId: payment.id, amount: amount.minor, reason });
      // A card refund the provider accepted but has not completed yet is said so, not as money already back.
      const sent = (after.refundPending ?? 0) > pending;
      showSuccessToast(
        t(sent ? 'billing.refund.sentTitle' : 'billing.refund.successTitle'),
        t(sent ? 'billing.refund.sentDescription' : 'billing.refund.successDescription', {
          amount: money(amount.minor),
          name: who,
        }),
      );
      setOpen(false);
    } catch (error) {
      showDestructiveToast(t('billing.refund.failed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <BillingDialog
      open={open}
      onOpenChange={changeOpen}
      alert
      trigger={
        <Button variant="outline" size="sm" aria-label={t('billing.refund.actionNamed', { name: who })}>
          <Undo2 aria-hidden="true" />
          {t('billing.refund.action')}
        </Button>
      }
      title={t('billing.refund.title')}
      description={t('billing.refund.description', { name: who })}
      submitLabel={
        amount.minor === null
          ? t('billing.refund.submit')
          : t('billing.refund.submitAmount', { amount: money(amount.minor) })
      }
      submitIcon={<Undo2 aria-hidden="true" />}
      submitVariant="danger"
      busy={refund.isPending}
      onSubmit={() => void submit()}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-2xl bg-sand-100 px-4 py-3 text-sm">
        <dt className="text-ink-muted">{t('billing.refund.paid')}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(payment.amount)}</dd>
        {payment.refundedAmount > 0 ? (
          <>
            <dt className="text-ink-muted">{t('billing.refund.alreadyRefunded')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(payment.refundedAmount)}</dd>
          </>
        ) : null}
        {pending > 0 ? (
          <>
            <dt className="flex items-start gap-1 pl-3 text-ink-muted">
              <Hourglass aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-amber-900" />
              {t('billing.refund.pendingAtProvider')}
            </dt>
            <dd className="text-right tabular-nums">{money(pending)}</dd>
          </>
        ) : null}
        <dt className="text-ink-muted">{t('billing.refund.remaining')}</dt>
        <dd className="text-right font-bold text-ocean-950 tabular-nums">{money(remaining)}</dd>
      </dl>
      <div className="flex flex-col gap-1.5">
        <FormField
          label={t('billing.refund.amount')}
          hint={t('billing.refund.amountHint', {
            currency: t(`billing.currency.${payment.currency}`),
            example: formatMoneyInput(remaining, language),
          })}
          error={amountError}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </FormField>
        <p aria-live="polite" className="text-sm font-semibold text-ocean-900">
          {amount.minor === null
            ? null
            : t(amount.minor === remaining ? 'billing.refund.shareAll' : 'billing.refund.share', {
                percent: formatPercent(amount.minor, payment.amount, language),
                total: money(payment.amount),
              })}
        </p>
      </div>
      <FormField label={t('billing.refund.reason')} error={reasonError}>
        <NativeSelect value={reason} onChange={(event) => setReason(event.target.value)}>
          <option value="">{t('billing.refund.chooseReason')}</option>
          {REFUND_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`billing.refund.reasons.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </BillingDialog>
  );
}
