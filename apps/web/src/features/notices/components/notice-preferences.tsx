import type { NoticeChannel, NoticeKind } from '@swim/shared/notices';
import { Info, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { showDestructiveToast } from '../../../lib/toast';
import { useChangeNoticePreference } from '../api/change-notice-preference';
import { useNoticePreferences } from '../api/get-notice-preferences';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { NoticePreferenceRow, type RowStatus } from './notice-preference-row';

/** The address a mail's "all your settings" link carries: /profile#notices. */
export const NOTICES_ANCHOR = 'notices';

/**
 * The profile's notification settings: every kind the account receives, with a mail and a push switch each. A change
 * is saved at once; the row says so, or the switch goes back and a toast says why.
 */
export function NoticePreferences() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const preferences = useNoticePreferences();
  const change = useChangeNoticePreference();
  const [status, setStatus] = useState<{ kind: NoticeKind; state: RowStatus } | null>(null);
  const alwaysSentWhyId = useId();
  useScrollToHash(NOTICES_ANCHOR, preferences.isSuccess);

  function switchChannel(kind: NoticeKind, channel: NoticeChannel, enabled: boolean) {
    setStatus({ kind, state: 'saving' });
    change.mutate(
      { kind, channel, enabled },
      {
        onSuccess: () => setStatus((now) => (now?.kind === kind ? { kind, state: 'saved' } : now)),
        onError: (error) => {
          setStatus((now) => (now?.kind === kind ? null : now));
          showDestructiveToast(
            t('notices.preferences.failed', { kind: t(`notices.kinds.${kind}.name`) }),
            errorText(error),
          );
        },
      },
    );
  }

  if (preferences.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-16 rounded-xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (preferences.isError) {
    return <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} />;
  }
  const items = preferences.data.items;
  return (
    <div className="@container flex flex-col gap-5">
      <div className="flex flex-col @lg:grid @lg:grid-cols-[minmax(0,1fr)_auto_auto] @lg:gap-x-6">
        {/* The channels' headings, over their columns of switches; on a phone each switch carries its word instead. */}
        <div aria-hidden="true" className="hidden @lg:col-span-3 @lg:grid @lg:grid-cols-subgrid @lg:pb-2">
          <span />
          <span className="text-center text-sm font-semibold text-ocean-900">
            {t('notices.preferences.channels.mail')}
          </span>
          <span className="text-center text-sm font-semibold text-ocean-900">
            {t('notices.preferences.channels.push')}
          </span>
        </div>
        <ul className="flex flex-col @lg:col-span-3 @lg:grid @lg:grid-cols-subgrid">
          {items.map((preference) => (
            <NoticePreferenceRow
              key={preference.kind}
              preference={preference}
              status={status?.kind === preference.kind ? status.state : null}
              alwaysSentWhyId={alwaysSentWhyId}
              onChange={(channel, enabled) => switchChannel(preference.kind, channel, enabled)}
            />
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2 border-t border-sand-200 pt-4 text-sm text-ink-muted">
        {items.some((item) => item.required) ? (
          <p id={alwaysSentWhyId} className="flex gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-600" />
            {t('notices.preferences.alwaysSentWhy')}
          </p>
        ) : null}
        {items.some((item) => item.pushAllowed) ? (
          <p className="flex gap-2">
            <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-600" />
            {t('notices.preferences.pushHint')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
