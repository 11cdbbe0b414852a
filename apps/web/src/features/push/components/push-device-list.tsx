import type { PushDevice } from '@swim/shared/api/push';
import { Laptop, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import type { usePushDevices } from '../api/get-push-devices';
import { useDeviceName } from '../hooks/use-device-name';
import { RemoveDeviceDialog } from './remove-device-dialog';

const PHONES: ReadonlySet<PushDevice['system']> = new Set(['android', 'ios']);

type PushDeviceListProps = {
  devices: ReturnType<typeof usePushDevices>;
  /** This browser's push address: its row is marked and is turned off with the section's own button. */
  thisEndpoint: string | null;
};

/**
 * Each device's name and the day it was added; two of one name added on one day also get the time, so that every row
 * (and its Remove button) reads differently.
 */
function describeDevices(items: PushDevice[], nameOf: (device: PushDevice) => string, language: string) {
  const rows = items.map((device) => ({ device, name: nameOf(device), added: formatDate(device.createdAt, language) }));
  return rows.map((row) => {
    const twin = rows.some((other) => other !== row && other.name === row.name && other.added === row.added);
    return twin ? { ...row, added: formatDate(row.device.createdAt, language, 'd MMMM yyyy, HH:mm') } : row;
  });
}

/** The account's devices that receive notifications, this one marked; another one can be removed from here. */
export function PushDeviceList({ devices, thisEndpoint }: PushDeviceListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameOf = useDeviceName();
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
          {describeDevices(devices.data.items, nameOf, language).map(({ device, name, added }) => (
            <DeviceRow
              key={device.id}
              device={device}
              name={name}
              added={added}
              isThis={device.endpoint === thisEndpoint}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type DeviceRowProps = { device: PushDevice; name: string; added: string; isThis: boolean };

function DeviceRow({ device, name, added, isThis }: DeviceRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
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
          {t('push.devices.added', { date: added })}
          {' · '}
          {device.lastSuccessAt
            ? t('push.devices.lastNotice', { date: formatDate(device.lastSuccessAt, language) })
            : t('push.devices.noNoticeYet')}
        </p>
      </div>
      {isThis ? null : <RemoveDeviceDialog device={device} name={name} added={added} />}
    </li>
  );
}
