import type { NoticePreference } from '@swim/shared/api/notices';
import type { NoticeChannel } from '@swim/shared/notices';
import { Check, LoaderCircle, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSwitch } from './notice-switch';

/** Where the row's last change stands: under way, or saved. */
export type RowStatus = 'saving' | 'saved' | null;

type NoticePreferenceRowProps = {
  preference: NoticePreference;
  status: RowStatus;
  /** The line that says why some mail is always sent (read with the locked switch). */
  alwaysSentWhyId: string;
  onChange: (channel: NoticeChannel, enabled: boolean) => void;
};

/**
 * One kind of notice: its name and what it is, and a switch per channel it can travel by. On a phone the switches sit
 * under the name, each with its word; wider, they line up under the list's column headings.
 */
export function NoticePreferenceRow({ preference, status, alwaysSentWhyId, onChange }: NoticePreferenceRowProps) {
  const { t } = useTranslation();
  const alwaysSentId = useId();
  const { kind, required, pushAllowed } = preference;
  const name = t(`notices.kinds.${kind}.name`);
  return (
    <li className="flex flex-col gap-1 border-t border-sand-200 py-4 @lg:col-span-3 @lg:grid @lg:grid-cols-subgrid @lg:items-center">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink-muted">{t(`notices.kinds.${kind}.description`)}</p>
        {required ? (
          <p id={alwaysSentId} className="inline-flex items-center gap-1.5 text-sm font-medium text-ocean-800">
            <Lock aria-hidden="true" className="size-3.5" />
            {t('notices.preferences.alwaysSent')}
          </p>
        ) : null}
        <p role="status" className="text-sm font-medium text-lagoon-800">
          {status === 'saving' ? (
            <span className="inline-flex items-center gap-1.5 text-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t('notices.preferences.saving')}
            </span>
          ) : status === 'saved' ? (
            <span className="inline-flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4" />
              {t('notices.preferences.saved')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 @lg:contents">
        <NoticeSwitch
          label={t('notices.preferences.channels.mail')}
          name={t('notices.preferences.switchNamed.mail', { kind: name })}
          checked={required || preference.mail}
          disabled={required}
          describedBy={required ? `${alwaysSentId} ${alwaysSentWhyId}` : undefined}
          onChange={(enabled) => onChange('mail', enabled)}
        />
        {pushAllowed ? (
          <NoticeSwitch
            label={t('notices.preferences.channels.push')}
            name={t('notices.preferences.switchNamed.push', { kind: name })}
            checked={preference.push}
            onChange={(enabled) => onChange('push', enabled)}
          />
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
    </li>
  );
}
