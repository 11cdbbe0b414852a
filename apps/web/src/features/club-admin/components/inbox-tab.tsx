import { INBOX_FILTERS, type InboxMessage } from '@swim/shared/api/admin-inbox';
import { Inbox, Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../../components/list-frame';
import { ListToolbar } from '../../../components/list-toolbar';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { useListParams } from '../../../hooks/use-list-params';
import { formatDate } from '../../../lib/format-date';
import { oneOf } from '../../../lib/one-of';
import { cn } from '../../../lib/utils';
import { useInbox } from '../api/get-inbox';
import { MessageDialog } from './message-dialog';

export const INBOX_PAGE_SIZE = 20;

// What a visitor wrote carries the language they wrote in (the site's, when they sent it), so a screen reader reads
// it in that voice.
function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unread = message.readAt === null;
  const Icon = unread ? Mail : MailOpen;
  return (
    <li className={cn(unread && 'bg-ocean-50/50')}>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full cursor-pointer gap-1 px-4 py-4 text-left hover:bg-sand-100 focus-visible:bg-sand-100 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:gap-6"
      >
        <span className="flex min-w-0 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <Icon aria-hidden="true" className={cn('size-4', unread ? 'text-ocean-700' : 'text-ink-muted')} />
            <span lang={message.locale} className={cn('break-words text-ink', unread ? 'font-bold' : 'font-semibold')}>
              {message.name}
            </span>
            <span className="text-sm break-all text-ink-muted">{message.email}</span>
            {unread ? <Badge tone="ocean">{t('clubAdmin.inbox.new')}</Badge> : null}
            {message.handledAt ? <Badge tone="success">{t('clubAdmin.inbox.handledBadge')}</Badge> : null}
            <Badge tone="neutral" lang={message.locale}>
              {message.locale.toUpperCase()}
              <span className="sr-only"> {t(`clubAdmin.languages.${message.locale}`)}</span>
            </Badge>
          </span>
          <span className={cn('break-words', unread ? 'font-semibold text-ink' : 'text-ink')}>
            {message.subject ? <span lang={message.locale}>{message.subject}</span> : t('clubAdmin.inbox.noSubject')}
          </span>
          <span lang={message.locale} className="line-clamp-2 text-sm break-words text-ink-muted">
            {message.message}
          </span>
        </span>
        <span className="text-sm whitespace-nowrap text-ink-muted">
          {formatDate(message.createdAt, language, 'd MMM yyyy, HH:mm')}
          {message.replyCount > 0 ? (
            <span className="block">{t('clubAdmin.inbox.replyCount', { count: message.replyCount })}</span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/** Messages from /contact: unread first, then newest; search, filter, open, handle, reply. */
export function InboxTab() {
  const { t } = useTranslation();
  const list = useListParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = {
    search: list.get('q'),
    status: oneOf(INBOX_FILTERS, list.get('status')) ?? 'all',
    page: list.page,
    pageSize: INBOX_PAGE_SIZE,
  };
  const messages = useInbox(query);

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        searchLabel={t('clubAdmin.inbox.search')}
        searchPlaceholder={t('clubAdmin.inbox.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            key: 'status',
            label: t('clubAdmin.inbox.show'),
            value: query.status,
            options: INBOX_FILTERS.map((status) => ({ value: status, label: t(`clubAdmin.inbox.filters.${status}`) })),
          },
        ]}
        onFilter={(key, value) => list.update({ [key]: value === 'all' ? undefined : value })}
      />
      <ListFrame
        query={messages}
        label={t('clubAdmin.inbox.listLabel')}
        totalText={(count) => t('clubAdmin.inbox.total', { count })}
        empty={{ icon: Inbox, title: t('clubAdmin.inbox.empty'), hint: t('clubAdmin.inbox.emptyHint') }}
        hrefFor={list.hrefFor}
        renderItem={(message) => <MessageRow key={message.id} message={message} onOpen={() => setOpenId(message.id)} />}
      />
      <MessageDialog messageId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
