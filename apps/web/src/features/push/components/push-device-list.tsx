import type { PushDevice } from '@swim/shared/api/push';
import { Laptop, Smartphone, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import type { usePushDevices } from '../api/get-push-devices';
import { useRemovePushDevice } from '../api/remove-push-subscription';
import { useDeviceName } from '../hooks/use-device-name';

const PHONES: ReadonlySet<PushDevice['system']> = new Set(['android', 'ios']);

type PushDeviceListProps = {
  devices: ReturnType<typeof usePushDevices>;
  /** This browser's push address: its row is marked and is turned off with the section's own button. */
  thisEndpoint: string | null;
};

/** The account's devices that receive notifications, this one marked; another one can be removed from here. */
export function PushDeviceList({ devices, thisEndpoint }: PushDeviceListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (devices.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (devices.isError) return <ErrorState error={devices.error} onRetry={() => void devices.refetch()} />;
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-ocean-950">
        {t('push.devices.title')}
      </h3>
      {devices.data.items.length === 0 ? (
        <p className="text-ink-muted">{t('push.devices.empty')}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="flex flex-col divide-y divide-ocean-100 rounded-xl border border-ocean-100"
        >
          {devices.data.items.map((device) => (
            <DeviceRow key={device.id} device={device} isThis={device.endpoint === thisEndpoint} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeviceRow({ device, isThis }: { device: PushDevice; isThis: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = useDeviceName()(device);
  const remove = useRemovePushDevice();

  async function removeDevice() {
    try {
      await remove.mutateAsync(device.endpoint);
      showSuccessToast(t('push.devices.removed', { device: name }));
    } catch (error) {
      showDestructiveToast(t('push.devices.removeFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      {PHONES.has(device.system) ? (
        <Smartphone aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
      ) : (
        <Laptop aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {name}
          {isThis ? <Badge tone="lagoon">{t('push.devices.thisDevice')}</Badge> : null}
        </p>
        <p className="text-sm text-ink-muted">
          {t('push.devices.added', { date: formatDate(device.createdAt, language) })}
          {' · '}
          {device.lastSuccessAt
            ? t('push.devices.lastNotice', { date: formatDate(device.lastSuccessAt, language) })
            : t('push.devices.noNoticeYet')}
        </p>
      </div>
      {isThis ? null : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('push.devices.remove', { device: name })}
          title={t('push.devices.remove', { device: name })}
          disabled={remove.isPending}
          onClick={() => void removeDevice()}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
