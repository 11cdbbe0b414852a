import type { PushDevice } from '@swim/shared/api/push';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { Button } from '../../../components/ui/button';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRemovePushDevice } from '../api/remove-push-subscription';

type RemoveDeviceDialogProps = {
  device: PushDevice;
  /** "Chrome on Android". */
  name: string;
  /** When it was added, as the row shows it: tells two devices of one name apart. */
  added: string;
};

/** Another device's Remove button, confirmed first: that device stops getting the club's notifications. */
export function RemoveDeviceDialog({ device, name, added }: RemoveDeviceDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemovePushDevice();
  const label = t('push.devices.remove', { device: name, date: added });

  async function confirm() {
    try {
      await remove.mutateAsync(device.endpoint);
      setOpen(false);
      showSuccessToast(t('push.devices.removed', { device: name }));
    } catch (error) {
      showDestructiveToast(t('push.devices.removeFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <ActionDialog
      alert
      focusDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={t('push.devices.removeTitle', { device: name })}
      description={t('push.devices.removeDescription', { date: added })}
      submitLabel={t('push.devices.removeConfirm')}
      submitIcon={<Trash2 aria-hidden="true" />}
      submitVariant="danger"
      cancelLabel={t('push.devices.cancel')}
      busy={remove.isPending}
      onSubmit={() => void confirm()}
    />
  );
}
