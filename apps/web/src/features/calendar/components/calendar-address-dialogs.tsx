import { PowerOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { Button } from '../../../components/ui/button';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRemoveCalendarAddress } from '../api/remove-calendar-address';
import { useRenewCalendarAddress } from '../api/renew-calendar-address';

/** "New address", confirmed first: the current address stops working at once. */
export function NewAddressDialog({ onRenewed }: { onRenewed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const renew = useRenewCalendarAddress();
  async function submit() {
    try {
      await renew.mutateAsync();
      onRenewed();
      setOpen(false);
      showSuccessToast(t('calendar.renewed'), t('calendar.renewedHint'));
    } catch (error) {
      showDestructiveToast(t('calendar.failed'), t(getErrorMessageKey(error)));
    }
  }
  return (
    <ActionDialog
      alert
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <RefreshCw aria-hidden="true" />
          {t('calendar.renew')}
        </Button>
      }
      title={t('calendar.renewTitle')}
      description={t('calendar.renewDescription')}
      submitLabel={t('calendar.renewConfirm')}
      cancelLabel={t('calendar.cancel')}
      busy={renew.isPending}
      onSubmit={() => void submit()}
    />
  );
}

/** "Turn off", confirmed first: calendars subscribed to the address stop getting sessions. */
export function TurnOffDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemoveCalendarAddress();
  async function submit() {
    try {
      await remove.mutateAsync();
      setOpen(false);
      showSuccessToast(t('calendar.turnedOff'));
    } catch (error) {
      showDestructiveToast(t('calendar.failed'), t(getErrorMessageKey(error)));
    }
  }
  return (
    <ActionDialog
      alert
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost">
          <PowerOff aria-hidden="true" />
          {t('calendar.turnOff')}
        </Button>
      }
      title={t('calendar.turnOffTitle')}
      description={t('calendar.turnOffDescription')}
      submitLabel={t('calendar.turnOffConfirm')}
      submitVariant="danger"
      cancelLabel={t('calendar.cancel')}
      busy={remove.isPending}
      onSubmit={() => void submit()}
    />
  );
}
