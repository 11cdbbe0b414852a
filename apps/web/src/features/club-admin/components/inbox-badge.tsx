import { useTranslation } from 'react-i18next';
import { useInboxSummary } from '../api/get-inbox-summary';

/** The unread count on the inbox tab; nothing when all is read. */
export function InboxBadge() {
  const { t } = useTranslation();
  const summary = useInboxSummary();
  const count = summary.data?.unread ?? 0;
  if (count === 0) return null;
  return (
    <span className="grid min-w-5 place-items-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-ocean-950">
      {count}
      <span className="sr-only"> {t('clubAdmin.inbox.unreadCount', { count })}</span>
    </span>
  );
}
