import type { Payment } from '@swim/shared/api/payments';
import { STAFF_NOTE_MAX } from '@swim/shared/api/staff-payments';
import { formatMoney } from '@swim/shared/money';
import { formatMonth } from '@swim/shared/month-names';
import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { useRejectPayment } from '../hooks/use-reject-payment';
import { getErrorMessageKey } from '../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../lib/toast';
import { ActionDialog } from './action-dialog';
import { Button, type ButtonProps } from './ui/button';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/textarea';

/** What the dialog shows of a declared payment: Billing's payments and the coach's class lines both carry it. */
export type RejectablePayment = Pick<Payment, 'id' | 'childName' | 'amount' | 'currency' | 'method' | 'billingPeriod'>;

type RejectPaymentDialogProps = {
  payment: RejectablePayment;
  /** Who the payment is for, when it names no child (a parent's name). */
  fallbackName?: string;
  triggerSize?: ButtonProps['size'];
  triggerClassName?: string;
  /** After the server marked it (the dialog has closed); the shared lists are refreshed already. */
  onRejected?: (payment: Payment) => void;
};

/**
 * Staff mark a declared cash or bank transfer payment as not received, with the reason the parent will read
 * (issue 25): the payment fails, the parent is mailed, and the month is owed again.
 */
export function RejectPaymentDialog({
  payment,
  fallbackName = '',
  triggerSize = 'sm',
  triggerClassName,
  onRejected,
}: RejectPaymentDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reject = useRejectPayment();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const who = payment.childName ?? fallbackName;
  const trimmed = reason.trim();
  const reasonError =
    trimmed.length > STAFF_NOTE_MAX
      ? t('validation.tooLong')
      : submitted && trimmed === ''
        ? t('staffPayments.reject.reasonRequired')
        : undefined;

  function changeOpen(next: boolean) {
    setOpen(next);
    setReason('');
    setSubmitted(false);
  }

  async function submit() {
    setSubmitted(true);
    if (trimmed === '' || trimmed.length > STAFF_NOTE_MAX) return;
    try {
      const rejected = await reject.mutateAsync({ paymentId: payment.id, reason: trimmed });
      showSuccessToast(t('staffPayments.reject.successTitle'), t('staffPayments.reject.successDescription'));
      setOpen(false);
      onRejected?.(rejected);
    } catch (error) {
      showDestructiveToast(t('staffPayments.reject.failed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      alert
      focusDialog
      trigger={
        <Button
          variant="outline"
          size={triggerSize}
          className={triggerClassName}
          aria-label={t('staffPayments.reject.actionNamed', { name: who })}
        >
          <CircleX aria-hidden="true" />
          {t('staffPayments.reject.action')}
        </Button>
      }
      title={t('staffPayments.reject.title')}
      description={t('staffPayments.reject.description')}
      submitLabel={t('staffPayments.reject.submit')}
      submitIcon={<CircleX aria-hidden="true" />}
      submitVariant="danger"
      busy={reject.isPending}
      cancelLabel={t('billing.dialog.cancel')}
      onSubmit={() => void submit()}
    >
      <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm font-semibold text-ink">
        {t('staffPayments.reject.summary', {
          name: who,
          month: payment.billingPeriod ? formatMonth(payment.billingPeriod, language) : '',
          method: t(`payment.method.${payment.method ?? 'unset'}`),
          amount: formatMoney(payment.amount, payment.currency, language),
        })}
      </p>
      <FormField
        label={t('staffPayments.reject.reason')}
        hint={t('staffPayments.reject.reasonHint')}
        error={reasonError}
      >
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} className="min-h-20!" rows={3} />
      </FormField>
    </ActionDialog>
  );
}
