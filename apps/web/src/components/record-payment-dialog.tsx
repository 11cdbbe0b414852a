import type { Payment } from '@swim/shared/api/payments';
import { HandCoins } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPaymentForm } from './record-payment-form';
import { Button, type ButtonProps } from './ui/button';
import { Dialog, DialogContent, DialogTrigger } from './ui/dialog';

export type RecordPaymentDialogProps = {
  child: { id: string; fullName: string };
  enrollment: { id: string };
  /** The month to offer first ('YYYY-MM'); without it, this month. */
  period?: string;
  /** The button that opens the dialog; by default a small 'Record payment' button naming the child. */
  trigger?: ReactElement;
  triggerSize?: ButtonProps['size'];
  triggerClassName?: string;
  /** Controlled: the caller opens the dialog itself (then no trigger is shown). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** After the server recorded it (the dialog has closed); the shared lists are refreshed already. */
  onRecorded?: (payment: Payment) => void;
};

/**
 * Staff record cash or a bank transfer they received for a month of a child's enrollment (issue 25): the coach's class,
 * Billing and the arrears list open this one dialog. The server offers the months, prices the default amount and
 * says what already stands on each month.
 */
export function RecordPaymentDialog({
  child,
  enrollment,
  period,
  trigger,
  triggerSize = 'sm',
  triggerClassName,
  open: openProp,
  onOpenChange,
  onRecorded,
}: RecordPaymentDialogProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const changeOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {openProp === undefined ? (
        <DialogTrigger asChild>
          {trigger ?? (
            <Button
              variant="outline"
              size={triggerSize}
              className={triggerClassName}
              aria-label={t('staffPayments.record.actionNamed', { name: child.fullName })}
            >
              <HandCoins aria-hidden="true" />
              {t('staffPayments.record.action')}
            </Button>
          )}
        </DialogTrigger>
      ) : null}
      {/* The dialog takes focus itself: what stands on the month is read before a phone's keyboard opens. */}
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {open ? (
          <RecordPaymentForm
            child={child}
            enrollmentId={enrollment.id}
            period={period}
            onRecorded={(payment) => {
              changeOpen(false);
              onRecorded?.(payment);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
