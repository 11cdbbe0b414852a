import type { Payment } from '@swim/shared/api/payments';
import { formatMoney } from '@swim/shared/money';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useValidatePayment } from '../api/validate-payment';
import { BillingDialog } from './billing-dialog';
import { PaymentDetails } from './payment-details';

const NOTE_MAX = 500;

type ValidatePaymentDialogProps = {
  payment: Payment;
  /** Larger on the instructor's phone, smaller in the admin list. */
  triggerSize?: ButtonProps['size'];
  triggerClassName?: string;
};

/** The spec's payment validation dialog: staff confirm that a declared cash or bank transfer payment arrived. */
export function ValidatePaymentDialog({ payment, triggerSize = 'sm', triggerClassName }: ValidatePaymentDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validate = useValidatePayment();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const who = payment.childName ?? payment.parentName;

  function changeOpen(next: boolean) {
    setOpen(next);
    setNote('');
  }

  async function submit() {
    try {
      await validate.mutateAsync({ paymentId: payment.id, note: note.trim() || undefined });
      showSuccessToast(
        t('billing.validate.successTitle'),
        t('billing.validate.successDescription', {
          amount: formatMoney(payment.amount, payment.currency, language),
          name: who,
        }),
      );
      setOpen(false);
    } catch (error) {
      showDestructiveToast(t('billing.validate.failed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <BillingDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button
          size={triggerSize}
          className={triggerClassName}
          aria-label={t('billing.validate.actionNamed', { name: who })}
        >
          <BadgeCheck aria-hidden="true" />
          {t('billing.validate.action')}
        </Button>
      }
      title={t('billing.validate.title')}
      description={t('billing.validate.description')}
      submitLabel={t('billing.validate.confirm')}
      submitIcon={<BadgeCheck aria-hidden="true" />}
      busy={validate.isPending}
      submitDisabled={note.length > NOTE_MAX}
      onSubmit={() => void submit()}
    >
      <PaymentDetails payment={payment} />
      <FormField
        label={t('billing.validate.note')}
        optional={t('billing.optional')}
        hint={t('billing.validate.noteHint')}
        error={note.length > NOTE_MAX ? t('validation.tooLong') : undefined}
      >
        <Textarea value={note} onChange={(event) => setNote(event.target.value)} className="min-h-20!" rows={2} />
      </FormField>
    </BillingDialog>
  );
}
