import type { InboxReply } from '@swim/shared/api/admin-inbox';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

/** The answers already mailed, oldest first; each written in the language of the message it answers (`lang`). */
export function MessageReplies({ replies, lang }: { replies: InboxReply[]; lang: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (replies.length === 0) return null;
  return (
    <section aria-label={t('clubAdmin.inbox.repliesTitle')} className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">{t('clubAdmin.inbox.repliesTitle')}</h3>
      <ol className="flex flex-col gap-3">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-2xl border border-lagoon-200 bg-lagoon-50/60 p-4">
            <p className="mb-1 text-sm text-ink-muted">
              {t('clubAdmin.inbox.repliedBy', {
                who: reply.sentBy ? pickText(reply.sentBy, language) : t('clubAdmin.audit.system'),
                when: formatDate(reply.createdAt, language, 'd MMMM yyyy, HH:mm'),
              })}
            </p>
            <p lang={lang} className="break-words whitespace-pre-line">
              {reply.body}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
