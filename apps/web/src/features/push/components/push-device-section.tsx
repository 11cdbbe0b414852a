import { BellOff, BellRing, Info, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { type PushDeviceStatus, usePushDevice } from '../hooks/use-push-device';
import { PermissionRefused } from '../lib/browser-push';
import { PushDeviceList } from './push-device-list';

/**
 * The profile page's "this device" section: allow the club's notifications on this phone or computer, see whether
 * they are on, blocked or not possible here, turn them off, and see the account's other devices.
 */
export function PushDeviceSection() {
  const { t } = useTranslation();
  const device = usePushDevice();

  async function allow() {
    try {
      await device.enable();
      showSuccessToast(t('push.enabled'));
    } catch (error) {
      if (error instanceof PermissionRefused) {
        showDestructiveToast(t(error.permission === 'denied' ? 'push.refused' : 'push.notDecided'));
      } else if (error instanceof DOMException || error instanceof TypeError) {
        // The browser's push service could not be reached or refused the subscription.
        showDestructiveToast(t('push.enableFailed'), t('push.browserFailed'));
      } else {
        showDestructiveToast(t('push.enableFailed'), t(getErrorMessageKey(error)));
      }
    }
  }

  async function turnOff() {
    try {
      await device.disable();
      showSuccessToast(t('push.disabled'));
    } catch (error) {
      showDestructiveToast(t('push.disableFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <DeviceStatus status={device.status} />
      {device.status === 'off' ? (
        <div>
          <Button onClick={() => void allow()} disabled={device.busy} className={WRAPPING}>
            <BellRing aria-hidden="true" />
            {t('push.allow')}
          </Button>
        </div>
      ) : null}
      {device.status === 'on' ? (
        <div>
          <Button variant="outline" onClick={() => void turnOff()} disabled={device.busy} className={WRAPPING}>
            <BellOff aria-hidden="true" />
            {t('push.turnOff')}
          </Button>
        </div>
      ) : null}
      <PushDeviceList devices={device.devices} thisEndpoint={device.status === 'on' ? device.endpoint : null} />
    </div>
  );
}

/** A long label ("Разрешить уведомления на этом устройстве") wraps on a phone instead of widening the page. */
const WRAPPING = 'h-auto! min-h-11 py-2 text-center leading-tight whitespace-normal!';

const TONE = {
  good: 'bg-emerald-50 text-emerald-900',
  warn: 'bg-amber-50 text-amber-900',
  info: 'bg-ocean-50 text-ink',
} as const;

function Notice({ tone, icon, children }: { tone: keyof typeof TONE; icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className={`flex items-start gap-3 rounded-xl px-4 py-3 ${TONE[tone]}`}>
      <span className="mt-0.5 shrink-0 [&_svg]:size-5">{icon}</span>
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

function DeviceStatus({ status }: { status: PushDeviceStatus }) {
  const { t } = useTranslation();
  switch (status) {
    case 'checking':
      return <Skeleton className="h-12 rounded-xl" />;
    case 'on':
      return (
        <Notice tone="good" icon={<BellRing aria-hidden="true" />}>
          <p>{t('push.status.on')}</p>
        </Notice>
      );
    case 'blocked':
      return (
        <Notice tone="warn" icon={<ShieldAlert aria-hidden="true" />}>
          <p className="font-medium">{t('push.status.blocked')}</p>
          <p className="text-sm">{t('push.status.blockedHow')}</p>
        </Notice>
      );
    case 'needs-home-screen':
      return (
        <Notice tone="info" icon={<Info aria-hidden="true" />}>
          <p className="font-medium">{t('push.status.needsHomeScreen')}</p>
          <p className="text-sm">{t('push.status.needsHomeScreenHow')}</p>
        </Notice>
      );
    case 'unsupported':
      return (
        <Notice tone="info" icon={<Info aria-hidden="true" />}>
          <p className="font-medium">{t('push.status.unsupported')}</p>
          <p className="text-sm">{t('push.status.unsupportedHow')}</p>
        </Notice>
      );
    case 'off':
      return (
        <Notice tone="info" icon={<BellOff aria-hidden="true" />}>
          <p>{t('push.status.off')}</p>
        </Notice>
      );
  }
}
