import type { AdminOrder } from '@swim/shared/api/admin-shop';
import { REFUND_REASONS, type RefundReason } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { oneOf } from '../../../lib/one-of';

type CancelOrderDialogProps = { order: AdminOrder | null; onOpenChange: (open: boolean) => void };

/** Asks before cancelling; a paid order says it will be refunded in full and asks why. */
export function CancelOrderDialog({ order, onOpenChange }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState<RefundReason>('requested_by_customer');
  useEffect(() => {
    if (order) setReason('requested_by_customer');
  }, [order]);
  const paid = order?.status === 'completed';

  async function confirm() {
    if (!order) return;
    try {
      await cancel.mutateAsync({ id: order.id, input: paid ? { reason } : {} });
      showSuccessToast(t(paid ? 'shopAdmin.orders.refunded' : 'shopAdmin.orders.cancelled', { number: order.number }));
      onOpenChange(false);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      showDestructiveToast(
        t(paid ? 'shopAdmin.orders.refundFailed' : 'shopAdmin.orders.cancelFailed'),
        code === 'PROVIDER_ERROR' && paid ? t('shopAdmin.orders.refundRefused') : t(getErrorMessageKey(error)),
      );
      if (code === 'ORDER_PAID_MEANWHILE' || code === 'ORDER_NOT_CANCELLABLE') onOpenChange(false);
    }
  }

  return (
    <Dialog open={order !== null} onOpenChange={(open) => (cancel.isPending ? undefined : onOpenChange(open))}>
      <DialogContent role="alertdialog">
        {order ? (
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <DialogTitle>{t('shopAdmin.orders.cancelTitle', { number: order.number })}</DialogTitle>
              <DialogDescription>
                {paid
                  ? t('shopAdmin.orders.cancelPaidHint', { total: formatMoney(order.total, order.currency, language) })
                  : t('shopAdmin.orders.cancelPendingHint')}
              </DialogDescription>
            </div>
            {paid ? (
              <FormField label={t('shopAdmin.orders.reason')}>
                <NativeSelect
                  value={reason}
                  onChange={(event) => setReason(oneOf(REFUND_REASONS, event.target.value) ?? reason)}
                >
                  {REFUND_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {t(`shopAdmin.orders.reasons.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  {t('shopAdmin.orders.keep')}
                </Button>
              </DialogClose>
              <Button variant="danger" disabled={cancel.isPending} onClick={() => void confirm()}>
                {cancel.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {t(paid ? 'shopAdmin.orders.cancelAndRefund' : 'shopAdmin.orders.cancelOrder')}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
