import type { InboxMessageDetail } from '@swim/shared/api/admin-inbox';
import { pickText } from '@swim/shared/localized-text';
import { CheckCheck, RotateCcw, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useInboxMessage } from '../api/get-inbox-message';
import { useMarkMessageRead, useSetMessageHandled } from '../api/update-message';
import { MessageReplies } from './message-replies';
import { ReplyForm } from './reply-form';

function MessageBody({ message }: { message: InboxMessageDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useSetMessageHandled();
  const handled = message.handledAt !== null;

  async function toggleHandled() {
    try {
      await status.mutateAsync({ id: message.id, handled: !handled });
      showSuccessToast(t(handled ? 'clubAdmin.inbox.reopened' : 'clubAdmin.inbox.handled'));
    } catch (error) {
      showDestructiveToast(t('clubAdmin.inbox.updateFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{t('clubAdmin.inbox.from')}</dt>
        <dd className="break-words">
          <span lang={message.locale}>{message.name}</span> &lt;
          <a
            className="font-semibold text-ocean-800 underline-offset-4 hover:underline"
            href={`mailto:${message.email}`}
          >
            {message.email}
          </a>
          &gt;
        </dd>
        {message.phone ? (
          <>
            <dt className="text-ink-muted">{t('clubAdmin.inbox.phone')}</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
        <dt className="text-ink-muted">{t('clubAdmin.inbox.received')}</dt>
        <dd>{formatDate(message.createdAt, language, 'd MMMM yyyy, HH:mm')}</dd>
        <dt className="text-ink-muted">{t('clubAdmin.inbox.language')}</dt>
        <dd>{t(`clubAdmin.languages.${message.locale}`)}</dd>
      </dl>
      <p lang={message.locale} className="rounded-2xl bg-sand-100 p-4 break-words whitespace-pre-line">
        {message.message}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {handled ? (
          <Badge tone="success">
            {t('clubAdmin.inbox.handledBy', {
              who: message.handledBy ? pickText(message.handledBy, language) : t('clubAdmin.audit.system'),
              when: formatDate(message.handledAt ?? '', language, 'd MMMM yyyy, HH:mm'),
            })}
          </Badge>
        ) : null}
        <Button variant="outline" size="sm" disabled={status.isPending} onClick={() => void toggleHandled()}>
          {handled ? <RotateCcw aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
          {t(handled ? 'clubAdmin.inbox.reopen' : 'clubAdmin.inbox.markHandled')}
        </Button>
      </div>
      <MessageReplies replies={message.replies} lang={message.locale} />
      <ReplyForm message={message} />
    </div>
  );
}

type MessageDialogProps = { messageId: string | null; onClose: () => void };

/** One message: opening it marks it read; mark handled, reopen, reply. */
export function MessageDialog({ messageId, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const message = useInboxMessage(messageId);
  const markRead = useMarkMessageRead();
  const unreadId = message.data && message.data.readAt === null ? message.data.id : null;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unreadId) markAsRead(unreadId);
  }, [unreadId, markAsRead]);

  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="break-words">
              {message.data?.subject ? (
                <span lang={message.data.locale}>{message.data.subject}</span>
              ) : message.data ? (
                t('clubAdmin.inbox.noSubject')
              ) : (
                t('states.loading')
              )}
            </DialogTitle>
            <DialogDescription>{t('clubAdmin.inbox.dialogHint')}</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('clubAdmin.inbox.close')}>
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        {message.isPending ? (
          <LoadingRegion className="flex flex-col gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-32" />
          </LoadingRegion>
        ) : message.isError ? (
          <ErrorState error={message.error} onRetry={() => void message.refetch()} />
        ) : (
          <MessageBody message={message.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
