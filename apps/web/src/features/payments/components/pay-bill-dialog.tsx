import type { Payment, PaymentOptions, PayPendingInput } from '@swim/shared/api/payments';
import type { PaymentMethod } from '@swim/shared/enums';
import { LoaderCircle, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { usePayPendingPayment } from '../api/pay-pending-payment';
import { formatPeriod } from '../lib/format-period';
import { goToCheckout } from '../lib/go-to-checkout';
import { BankTransferDetails } from './bank-transfer-details';
import { MethodChoice } from './method-choice';

type PayBillDialogProps = {
  bill: Payment;
  options: PaymentOptions;
  onDeclared: (payment: Payment) => void;
};

/** Pays an issued bill: the parent chooses card (checkout) or declares cash or a bank transfer. */
export function PayBillDialog({ bill, options, onDeclared }: PayBillDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const pay = usePayPendingPayment();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const [notes, setNotes] = useState('');
  const [missingMethod, setMissingMethod] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const period = bill.billingPeriod ? formatPeriod(bill.billingPeriod, language) : '';
  const amount = formatPrice(bill.amount, bill.currency);

  function changeOpen(next: boolean) {
    setOpen(next);
    setMethod(undefined);
    setNotes('');
    setMissingMethod(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!method) return setMissingMethod(true);
    const input: PayPendingInput = method === 'card' || !notes.trim() ? { method } : { method, parentNotes: notes };
    try {
      const started = await pay.mutateAsync({ paymentId: bill.id, input });
      if (started.checkoutUrl) {
        setRedirecting(true);
        goToCheckout(started.checkoutUrl);
        return;
      }
      showSuccessToast(t('payments.declared.toastTitle'), t('payments.declared.toastDescription'));
      changeOpen(false);
      onDeclared(started.payment);
    } catch (error) {
      showDestructiveToast(t('payments.pay.checkoutError'), t(getErrorMessageKey(error)));
    }
  }

  const busy = pay.isPending || redirecting;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="md" aria-label={t('payments.bills.payLabel', { period, amount })}>
          <Wallet aria-hidden="true" />
          {t('payments.bills.pay')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle className="text-xl text-ocean-950">{t('payments.bills.dialogTitle', { period })}</DialogTitle>
            <DialogDescription className="text-ink-muted">
              {t('payments.bills.dialogDescription', { amount })}
            </DialogDescription>
          </div>
          <MethodChoice
            name={`bill-${bill.id}`}
            value={method}
            onChange={(next) => {
              setMethod(next);
              setMissingMethod(false);
            }}
            error={missingMethod ? t('validation.methodRequired') : undefined}
          />
          {method === 'cash' || method === 'bank_transfer' ? (
            <FormField label={t('payments.pay.notes')} optional={t('payments.pay.optional')}>
              <Textarea rows={3} className="min-h-24" value={notes} onChange={(e) => setNotes(e.target.value)} />
            </FormField>
          ) : null}
          {method === 'bank_transfer' ? (
            <BankTransferDetails
              bank={options.bank}
              reference={period ? `${options.childName} – ${period}` : options.childName}
              amount={bill.amount}
              currency={bill.currency}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('payments.dialog.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t('payments.bills.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
