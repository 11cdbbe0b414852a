import type { PushDevice } from '@swim/shared/api/push';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "Chrome on Android" in the person's language; the browser alone when the system is not recognised. */
export function useDeviceName() {
  const { t } = useTranslation();
  return useCallback(
    ({ browser, system }: Pick<PushDevice, 'browser' | 'system'>) => {
      const browserName = t(`push.browsers.${browser}`);
      if (system === 'other') return browserName;
      return t('push.devices.name', { browser: browserName, system: t(`push.systems.${system}`) });
    },
    [t],
  );
}
